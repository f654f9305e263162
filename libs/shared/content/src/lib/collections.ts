import type { CollectionName } from '../types/blocks';

type CollectionSpec = {
  /** Strapi API path. */
  path: string;
  /** Page size of the spec (§7, §9) where it sets one. */
  pageSize: number;
  sort: string;
  /** Field that `blocks.collection-embed`'s `filter` narrows on. */
  filterField?: string;
  fixedFilters?: Record<string, string>;
};

/** Every list the site reads, with the spec's page sizes: news 9, sport updates 20, foundation updates 30. */
export const collectionSpecs: Record<CollectionName | 'device-types', CollectionSpec> = {
  'news-updates': { path: '/news-updates', pageSize: 9, sort: 'publishDate:desc', filterField: '[category]' },
  announcements: {
    path: '/news-updates',
    pageSize: 9,
    sort: 'publishDate:desc',
    fixedFilters: { '[category]': 'announcement' },
  },
  'sport-updates': {
    path: '/sport-updates',
    pageSize: 20,
    sort: 'publishDate:desc',
    filterField: '[competition]',
  },
  'foundation-updates': {
    path: '/foundation-updates',
    pageSize: 30,
    sort: 'publishDate:desc',
    filterField: '[programme]',
  },
  'device-updates': {
    path: '/device-updates',
    pageSize: 12,
    sort: 'publishDate:desc',
    filterField: '[deviceType][slug]',
  },
  'vbu-services': { path: '/vbu-services', pageSize: 12, sort: 'publishDate:desc', filterField: '[segment]' },
  events: { path: '/events', pageSize: 20, sort: 'startDate:asc', filterField: '[category]' },
  'device-types': { path: '/device-types', pageSize: 20, sort: 'order:asc' },
};

export type ListCollection = keyof typeof collectionSpecs;
