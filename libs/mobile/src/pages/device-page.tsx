import type { Device } from '@site/shared-content';
import { formatTzs } from '@site/shared-i18n';
import { defineMessage, useIntl } from 'react-intl';
import {
  DetailNotFound,
  DetailView,
  PageSection,
  useBackLink,
  useDetailArgs,
  type BackLink,
} from '@site/shared-pages';
import { useRouteHandle } from '@site/shared-routing';
import { useGetDeviceUpdateQuery } from '../api/mobile-api';
import { DeviceDetail } from '../components/device-detail';

const back: BackLink = {
  href: '/devices',
  label: defineMessage({
    id: 'mobile.detail.backToDevices',
    defaultMessage: 'All devices',
    description:
      "Button at the foot of a device's page (and of its not-found page) back to the list of devices",
  }),
};

function DeviceView({ device }: { device: Device }) {
  const intl = useIntl();
  const handle = useRouteHandle();
  const link = useBackLink(back);
  return (
    <>
      <DeviceDetail device={device} price={device.price ? formatTzs(intl, device.price) : null} {...link} />
      {handle.sections?.map((name) => (
        <PageSection key={name} name={name} handle={handle} />
      ))}
    </>
  );
}

/** `/devices/:id/:slug?`: one device, between the device header and the device FAQ sections. */
export default function DevicePage() {
  return (
    <DetailView result={useGetDeviceUpdateQuery(useDetailArgs())}>
      {(device) => <DeviceView device={device} />}
    </DetailView>
  );
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
