import type { CollectionSpec } from '@site/shared-server-contract';
import { collectionQueries } from '../lib/collection-queries';
import type { CollectionEntry, CollectionRegistry } from '../lib/collections';
import { contentApi } from '../lib/content-api';

/**
 * Collections as the shared libraries' specs and stories read them (fixture specs: the real ones,
 * and their endpoints, belong to the domains). Their endpoints are injected under `test…` names,
 * which no domain uses.
 */
const specs: Record<string, CollectionSpec> = {
  'news-updates': { path: '/news-updates', pageSize: 9, sort: 'publishDate:desc', detailPath: '/news-event' },
  'sport-updates': {
    path: '/sport-updates',
    pageSize: 20,
    sort: 'publishDate:desc',
    detailPath: '/sport-news',
  },
  'foundation-updates': {
    path: '/foundation-updates',
    pageSize: 30,
    sort: 'publishDate:desc',
    filterField: '[programme]',
    detailPath: '/foundation-news',
  },
  'device-updates': {
    path: '/device-updates',
    pageSize: 12,
    sort: 'publishDate:desc',
    filterField: '[deviceType][slug]',
    detailPath: '/devices',
  },
  'vbu-services': {
    path: '/vbu-services',
    pageSize: 12,
    sort: 'publishDate:desc',
    detailPath: '/vodacom-business',
  },
  events: { path: '/events', pageSize: 20, sort: 'startDate:asc', filterField: '[category]' },
};

const testApi = contentApi.injectEndpoints({
  endpoints: (build) =>
    Object.fromEntries(
      Object.entries(specs).flatMap(([name, spec]) => {
        const { list, item } = collectionQueries(spec);
        return [
          [`testList:${name}`, build.query({ queryFn: list })],
          [`testItem:${name}`, build.query({ queryFn: item })],
        ];
      }),
    ),
});

const endpoints = testApi.endpoints as unknown as Record<
  string,
  CollectionEntry['list'] & CollectionEntry['item']
>;

/** The fixture collections with their test endpoints, by name. */
export const testCollections: CollectionRegistry = Object.fromEntries(
  Object.entries(specs).map(([name, spec]): [string, CollectionEntry] => [
    name,
    {
      spec,
      list: endpoints[`testList:${name}`],
      item: endpoints[`testItem:${name}`],
      rawErrors: name === 'sport-updates',
    },
  ]),
);
