import { articleRoute, type BackLink } from '@site/shared-pages';
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
const route = articleRoute(useGetNewsItemQuery, back);

export default route.Page;
export const ErrorBoundary = route.ErrorBoundary;
