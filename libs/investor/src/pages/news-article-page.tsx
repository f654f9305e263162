import { ArticlePage, DetailNotFound, useDetailArgs, type BackLink } from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetNewsItemQuery } from '../api/investor-api';

const back: BackLink = {
  href: '/news-events',
  label: defineMessage({
    id: 'investor.detail.backToNews',
    defaultMessage: 'All news and events',
    description:
      'Button at the foot of an investor news story (and of its not-found page) back to the news and events',
  }),
};

/** `/news-event/:id/:slug?`: one news update or announcement. */
export default function NewsArticlePage() {
  return <ArticlePage result={useGetNewsItemQuery(useDetailArgs())} back={back} />;
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
