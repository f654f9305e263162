import { ArticlePage, DetailNotFound, useDetailArgs, type BackLink } from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetFoundationUpdateQuery } from '../api/foundation-api';

const back: BackLink = {
  href: '/vodacom-foundation',
  label: defineMessage({
    id: 'foundation.detail.backToFoundation',
    defaultMessage: 'Vodacom Foundation',
    description:
      "Button at the foot of a foundation story (and of its not-found page) back to the foundation's page; the foundation's name",
  }),
};

/** `/foundation-news/:id/:slug?`: one foundation story. */
export default function FoundationArticlePage() {
  return <ArticlePage result={useGetFoundationUpdateQuery(useDetailArgs())} back={back} />;
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
