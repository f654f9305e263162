import { DetailView } from '@site/shared-blocks';
import { useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetVbuServiceQuery } from '../api/business-api';
import { BusinessServiceDetail } from '../components/business-service-detail';

/** `/vodacom-business/:id/:slug?`: one business service. */
export default function BusinessServicePage() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const intl = useIntl();
  const result = useGetVbuServiceQuery({ id, locale });
  const back = {
    backHref: '/vodacom-business',
    backLabel: intl.formatMessage({ id: 'business.detail.back' }),
  };
  return (
    <DetailView result={result} collection="vbu-services" {...back}>
      {(service) => <BusinessServiceDetail service={service} {...back} />}
    </DetailView>
  );
}
