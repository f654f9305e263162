import {
  cardCollection,
  deviceCardFields,
  contentApi,
  loadedQueryHook,
  readItem,
  readList,
  readPage,
  type Article,
  type Device,
} from '@site/shared-content';

// docs/behaviour.md §7: sport updates 20 a page, newest first; devices newest first, by type.
const sportUpdates = cardCollection({
  path: '/sport-updates',
  pageSize: 20,
  filterField: '[competition]',
  detailPath: '/sport-news',
});
const deviceUpdates = cardCollection({
  path: '/device-updates',
  pageSize: 12,
  filterField: '[deviceType][slug]',
  fields: deviceCardFields,
  detailPath: '/devices',
});

/** The mobile domain's collections, by the names the CMS and editors give them. */
export const mobileCollections = { 'sport-updates': sportUpdates, 'device-updates': deviceUpdates };

/** The mobile domain's CMS reads: its pages, sport news and devices. */
export const mobileApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getMobilePage: readPage(build),
    getSportUpdates: readList<Article>(build, sportUpdates),
    getSportUpdate: readItem<Article>(build, sportUpdates),
    getDeviceUpdates: readList<Device>(build, deviceUpdates),
    getDeviceUpdate: readItem<Device>(build, deviceUpdates),
  }),
});

// The pages and blocks read what the route's loader read, and never a failed entry again on mount (ADR 0009).
export const useGetMobilePageQuery = loadedQueryHook(mobileApi.endpoints.getMobilePage);
export const useGetSportUpdatesQuery = loadedQueryHook(mobileApi.endpoints.getSportUpdates);
export const useGetSportUpdateQuery = loadedQueryHook(mobileApi.endpoints.getSportUpdate);
export const useGetDeviceUpdatesQuery = loadedQueryHook(mobileApi.endpoints.getDeviceUpdates);
export const useGetDeviceUpdateQuery = loadedQueryHook(mobileApi.endpoints.getDeviceUpdate);
