import { contentApi, loadedQueryHook, readPage } from '@site/shared-content';

/** The support domain's CMS reads: its pages (help, FAQs, terms and privacy), by route name. */
export const supportApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSupportPage: readPage(build),
  }),
});

// The pages read what the route's loader read, and never a failed page again on mount (ADR 0009).
export const useGetSupportPageQuery = loadedQueryHook(supportApi.endpoints.getSupportPage);
