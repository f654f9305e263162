import { DetailNotFound, DetailView, useBackLink, useDetailArgs, type BackLink } from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetBusinessServiceQuery } from '../api/business-api';
import { BusinessServiceDetail } from '../components/business-service-detail';

const back: BackLink = {
  href: '/vodacom-business',
  label: defineMessage({
    id: 'business.detail.back',
    defaultMessage: 'All business services',
    description:
      "Button at the foot of a business service's page (and of its not-found page) back to the list of services",
  }),
};

/** `/vodacom-business/:id/:slug?`: one business service. */
export default function BusinessServicePage() {
  const link = useBackLink(back);
  return (
    <DetailView result={useGetBusinessServiceQuery(useDetailArgs())}>
      {(service) => <BusinessServiceDetail service={service} {...link} />}
    </DetailView>
  );
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
