import { articleRoute, type BackLink } from '@site/shared-pages';
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
const route = articleRoute(useGetFoundationUpdateQuery, back);

export default route.Page;
export const ErrorBoundary = route.ErrorBoundary;
