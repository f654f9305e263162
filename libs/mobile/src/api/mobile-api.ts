import {
  collectionQueries,
  contentApi,
  loadedQueryHook,
  pageQuery,
  type Article,
  type CollectionSpec,
  type Device,
  type ItemArgs,
  type ListArgs,
  type PageArgs,
  type PageContent,
  type PagedList,
} from '@site/shared-content';

// docs/behaviour.md §7: sport updates 20 a page, newest first; devices newest first, by type.
const sportUpdates: CollectionSpec = {
  path: '/sport-updates',
  pageSize: 20,
  sort: 'publishDate:desc',
  filterField: '[competition]',
  detailPath: '/sport-news',
};
const deviceUpdates: CollectionSpec = {
  path: '/device-updates',
  pageSize: 12,
  sort: 'publishDate:desc',
  filterField: '[deviceType][slug]',
  detailPath: '/devices',
};

/** The mobile domain's collections, by the names the CMS and editors give them. */
export const mobileCollections = { 'sport-updates': sportUpdates, 'device-updates': deviceUpdates };

const sport = collectionQueries<Article>(sportUpdates);
const devices = collectionQueries<Device>(deviceUpdates);

/** The mobile domain's CMS reads: its pages, sport news and devices. */
export const mobileApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getMobilePage: build.query<PageContent, PageArgs>(pageQuery),
    getSportUpdates: build.query<PagedList<Article>, ListArgs>(sport.list),
    getSportUpdate: build.query<Article, ItemArgs>(sport.item),
    getDeviceUpdates: build.query<PagedList<Device>, ListArgs>(devices.list),
    getDeviceUpdate: build.query<Device, ItemArgs>(devices.item),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetMobilePageQuery = loadedQueryHook(mobileApi.endpoints.getMobilePage);
export const useGetSportUpdatesQuery = loadedQueryHook(mobileApi.endpoints.getSportUpdates);
export const useGetSportUpdateQuery = loadedQueryHook(mobileApi.endpoints.getSportUpdate);
export const useGetDeviceUpdatesQuery = loadedQueryHook(mobileApi.endpoints.getDeviceUpdates);
export const useGetDeviceUpdateQuery = loadedQueryHook(mobileApi.endpoints.getDeviceUpdate);
