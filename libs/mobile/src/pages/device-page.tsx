import { DetailView, PageSection, sharedBlocks } from '@site/shared-blocks';
import { formatTzs, useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetDeviceQuery } from '../api/mobile-api';
import { DeviceDetail } from '../components/device-detail';

/** `/devices/:id/:slug?`: one device, between the device header and the device FAQ sections. */
export default function DevicePage() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const intl = useIntl();
  const result = useGetDeviceQuery({ id, locale });
  const back = { backHref: '/devices', backLabel: intl.formatMessage({ id: 'mobile.detail.backToDevices' }) };
  return (
    <DetailView result={result} collection="device-updates" {...back}>
      {(device) => (
        <>
          <DeviceDetail
            device={device}
            price={device.price ? formatTzs(device.price, locale) : null}
            {...back}
          />
          <PageSection name="deviceheader" registry={sharedBlocks} />
          <PageSection name="device-faq" registry={sharedBlocks} />
        </>
      )}
    </DetailView>
  );
}
