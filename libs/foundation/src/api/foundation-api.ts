import {
  collectionQueries,
  contentApi,
  loadedQueryHook,
  pageQuery,
  type Article,
  type CollectionSpec,
  type ItemArgs,
  type ListArgs,
  type PageArgs,
  type PageContent,
  type PagedList,
} from '@site/shared-content';

/** docs/behaviour.md §7: the foundation's stories, 30 a page, newest first, by programme. */
const foundationUpdates: CollectionSpec = {
  path: '/foundation-updates',
  pageSize: 30,
  sort: 'publishDate:desc',
  filterField: '[programme]',
  detailPath: '/foundation-news',
};
const stories = collectionQueries<Article>(foundationUpdates);

/** The foundation domain's collections, by the names the CMS and editors give them. */
export const foundationCollections = { 'foundation-updates': foundationUpdates };

/** The foundation domain's CMS reads: its pages and its stories. */
export const foundationApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getFoundationPage: build.query<PageContent, PageArgs>(pageQuery),
    getFoundationUpdates: build.query<PagedList<Article>, ListArgs>(stories.list),
    getFoundationUpdate: build.query<Article, ItemArgs>(stories.item),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetFoundationPageQuery = loadedQueryHook(foundationApi.endpoints.getFoundationPage);
export const useGetFoundationUpdatesQuery = loadedQueryHook(foundationApi.endpoints.getFoundationUpdates);
export const useGetFoundationUpdateQuery = loadedQueryHook(foundationApi.endpoints.getFoundationUpdate);
