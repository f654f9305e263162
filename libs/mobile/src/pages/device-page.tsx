import type { Device } from '@site/shared-content';
import { formatTzs } from '@site/shared-i18n';
import { defineMessage, useIntl } from 'react-intl';
import { detailPage, PageSection } from '@site/shared-pages';
import { useRouteHandle } from '@site/shared-routing';
import { DeviceDetail } from '../components/device-detail';

function DeviceView({ device, back }: { device: Device; back: { backHref: string; backLabel: string } }) {
  const intl = useIntl();
  const handle = useRouteHandle();
  return (
    <>
      <DeviceDetail device={device} price={device.price ? formatTzs(intl, device.price) : null} {...back} />
      {handle.sections?.map((name) => (
        <PageSection key={name} name={name} handle={handle} />
      ))}
    </>
  );
}

const backLabel = defineMessage({
  id: 'mobile.detail.backToDevices',
  defaultMessage: 'All devices',
  description:
    "Button at the foot of a device's page (and of its not-found page) back to the list of devices",
});

/** `/devices/:id/:slug?`: one device, between the device header and the device FAQ sections. */
const page = detailPage<Device>({
  backHref: '/devices',
  backLabel,
  render: (device, back) => <DeviceView device={device} back={back} />,
});
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
