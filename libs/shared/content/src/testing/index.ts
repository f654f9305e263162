export { article, listBody, pageBody, pageBodyV4, sidebarBody } from './cms-fixtures';
export type { PageFixture } from './cms-fixtures';
export { cmsHandlers } from './cms-handlers';
export type { PageTable } from './cms-handlers';
