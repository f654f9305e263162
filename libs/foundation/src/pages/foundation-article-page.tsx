import { articlePage } from '@site/shared-pages';

/** `/foundation-news/:id/:slug?`: one foundation story. */
const page = articlePage('/vodacom-foundation', 'foundation.detail.backToFoundation');
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
