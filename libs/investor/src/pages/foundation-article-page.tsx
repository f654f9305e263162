import { articlePage } from '@site/shared-pages';

/** `/foundation-news/:id/:slug?`: one foundation story (routed with the site's news). */
const page = articlePage('/vodacom-foundation', 'investor.detail.backToFoundation');
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
