import {
  collectionQueries,
  contentApi,
  type Article,
  type CollectionRegistry,
  type CollectionSpec,
  type Device,
  type ItemArgs,
  type ListArgs,
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

const sport = collectionQueries<Article>(sportUpdates);
const devices = collectionQueries<Device>(deviceUpdates);

/** The mobile domain's CMS reads: sport news and devices. */
export const mobileApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getSportUpdates: build.query<PagedList<Article>, ListArgs>({ queryFn: sport.list }),
    getSportUpdate: build.query<Article, ItemArgs>({ queryFn: sport.item }),
    getDeviceUpdates: build.query<PagedList<Device>, ListArgs>({ queryFn: devices.list }),
    getDeviceUpdate: build.query<Device, ItemArgs>({ queryFn: devices.item }),
  }),
});

export const {
  useGetSportUpdatesQuery,
  useGetSportUpdateQuery,
  useGetDeviceUpdatesQuery,
  useGetDeviceUpdateQuery,
} = mobileApi;

/** The mobile domain's collections, by the names editors pick them by (a failed sport list shows its error, §8). */
export const mobileCollections: CollectionRegistry = {
  'sport-updates': {
    spec: sportUpdates,
    list: mobileApi.endpoints.getSportUpdates,
    item: mobileApi.endpoints.getSportUpdate,
    rawErrors: true,
  },
  'device-updates': {
    spec: deviceUpdates,
    list: mobileApi.endpoints.getDeviceUpdates,
    item: mobileApi.endpoints.getDeviceUpdate,
  },
};
