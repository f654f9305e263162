import { articlePage } from '@site/shared-pages';
import { defineMessage } from 'react-intl';

const backLabel = defineMessage({
  id: 'foundation.detail.backToFoundation',
  defaultMessage: 'Vodacom Foundation',
  description:
    "Button at the foot of a foundation story (and of its not-found page) back to the foundation's page; the foundation's name",
});

/** `/foundation-news/:id/:slug?`: one foundation story. */
const page = articlePage('/vodacom-foundation', backLabel);
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
