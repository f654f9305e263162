// CMS answers as fixtures and MSW handlers: this library's specs use them, and @site/shared-testing
// hands them to every other library's specs and stories.
export { article, listBody, pageBody, sidebarBody } from './cms-fixtures';
export type { PageFixture } from './cms-fixtures';
export { cmsHandlers } from './cms-handlers';
export type { PageTable } from './cms-handlers';
