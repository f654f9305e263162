import { articlePage } from '@site/shared-pages';
import { defineMessage } from 'react-intl';

const backLabel = defineMessage({
  id: 'investor.detail.backToNews',
  defaultMessage: 'All news and events',
  description:
    'Button at the foot of an investor news story (and of its not-found page) back to the news and events',
});

/** `/news-event/:id/:slug?`: one news update or announcement. */
const page = articlePage('/news-events', backLabel);
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
