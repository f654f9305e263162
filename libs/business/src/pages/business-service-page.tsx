import type { BusinessService } from '@site/shared-content';
import { detailPage } from '@site/shared-pages';
import { BusinessServiceDetail } from '../components/business-service-detail';

/** `/vodacom-business/:id/:slug?`: one business service. */
const page = detailPage<BusinessService>({
  backHref: '/vodacom-business',
  backLabelId: 'business.detail.back',
  render: (service, back) => <BusinessServiceDetail service={service} {...back} />,
});
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
