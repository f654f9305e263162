import {
  cardCollection,
  contentApi,
  loadedQueryHook,
  readItem,
  readList,
  readPage,
  type Article,
} from '@site/shared-content';

/** docs/behaviour.md §7: the foundation's stories, 30 a page, newest first, by programme. */
const foundationUpdates = cardCollection({
  path: '/foundation-updates',
  pageSize: 30,
  filterField: '[programme]',
  detailPath: '/foundation-news',
});

/** The foundation domain's collections, by the names the CMS and editors give them. */
export const foundationCollections = { 'foundation-updates': foundationUpdates };

/** The foundation domain's CMS reads: its pages and its stories. */
export const foundationApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getFoundationPage: readPage(build),
    getFoundationUpdates: readList<Article>(build, foundationUpdates),
    getFoundationUpdate: readItem<Article>(build, foundationUpdates),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetFoundationPageQuery = loadedQueryHook(foundationApi.endpoints.getFoundationPage);
export const useGetFoundationUpdatesQuery = loadedQueryHook(foundationApi.endpoints.getFoundationUpdates);
export const useGetFoundationUpdateQuery = loadedQueryHook(foundationApi.endpoints.getFoundationUpdate);
