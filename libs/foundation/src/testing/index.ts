/** Test fixtures of the foundation domain (MSW handlers, content), for its specs and stories. */
export { cmsHandlers } from '@site/shared-content/testing';
