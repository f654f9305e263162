import { articlePage } from '@site/shared-pages';

/** `/news-event/:id/:slug?`: one news update or announcement. */
const page = articlePage('/news-events', 'investor.detail.backToNews');
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
