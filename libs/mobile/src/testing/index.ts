/** Test fixtures of the mobile domain (MSW handlers, content), for its specs and stories. */
export { cmsHandlers } from '@site/shared-content/testing';
