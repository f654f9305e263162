import { articleRoute, type BackLink } from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetSportUpdateQuery } from '../api/mobile-api';

const back: BackLink = {
  href: '/soka',
  label: defineMessage({
    id: 'mobile.detail.backToSport',
    defaultMessage: 'All sport news',
    description:
      'Button at the foot of a sport story (and of its not-found page) back to the list of sport news',
  }),
};

/** `/sport-news/:id/:slug?`: one sport update. */
const route = articleRoute(useGetSportUpdateQuery, back);

export default route.Page;
export const ErrorBoundary = route.ErrorBoundary;
