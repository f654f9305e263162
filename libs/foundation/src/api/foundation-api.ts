import {
  collectionQueries,
  contentApi,
  type Article,
  type CollectionRegistry,
  type CollectionSpec,
  type ItemArgs,
  type ListArgs,
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

/** The foundation domain's CMS reads: its stories. */
export const foundationApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getFoundationUpdates: build.query<PagedList<Article>, ListArgs>({ queryFn: stories.list }),
    getFoundationUpdate: build.query<Article, ItemArgs>({ queryFn: stories.item }),
  }),
});

export const { useGetFoundationUpdatesQuery, useGetFoundationUpdateQuery } = foundationApi;

export const foundationCollections: CollectionRegistry = {
  'foundation-updates': {
    spec: foundationUpdates,
    list: foundationApi.endpoints.getFoundationUpdates,
    item: foundationApi.endpoints.getFoundationUpdate,
  },
};
