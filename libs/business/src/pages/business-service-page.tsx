import type { BusinessService } from '@site/shared-content';
import { detailPage } from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { BusinessServiceDetail } from '../components/business-service-detail';

const backLabel = defineMessage({
  id: 'business.detail.back',
  defaultMessage: 'All business services',
  description:
    "Button at the foot of a business service's page (and of its not-found page) back to the list of services",
});

/** `/vodacom-business/:id/:slug?`: one business service. */
const page = detailPage<BusinessService>({
  backHref: '/vodacom-business',
  backLabel,
  render: (service, back) => <BusinessServiceDetail service={service} {...back} />,
});
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
