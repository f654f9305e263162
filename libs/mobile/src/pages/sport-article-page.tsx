import { articlePage } from '@site/shared-pages';

/** `/sport-news/:id/:slug?`: one sport update. */
const page = articlePage('/soka', 'mobile.detail.backToSport');
export default page.Component;
export const ErrorBoundary = page.ErrorBoundary;
