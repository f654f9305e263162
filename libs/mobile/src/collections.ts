import type { CollectionTable } from '@site/shared-content';

/** The mobile domain's CMS collections: sport news (20 a page, docs/behaviour.md §9) and devices. */
export const mobileCollections: CollectionTable = {
  'sport-updates': {
    path: '/sport-updates',
    pageSize: 20,
    sort: 'publishDate:desc',
    filterField: '[competition]',
    detailPath: '/sport-news',
  },
  'device-updates': {
    path: '/device-updates',
    pageSize: 12,
    sort: 'publishDate:desc',
    filterField: '[deviceType][slug]',
    detailPath: '/devices',
  },
};
