import type { CollectionTable } from '@site/shared-content';

/**
 * The investor domain's CMS collections: news (9 a page, docs/behaviour.md §9) and announcements, the events
 * calendar, and the foundation's stories (30 a page), whose pages are routed with the news.
 */
export const investorCollections: CollectionTable = {
  'news-updates': {
    path: '/news-updates',
    pageSize: 9,
    sort: 'publishDate:desc',
    filterField: '[category]',
    detailPath: '/news-event',
  },
  announcements: {
    path: '/news-updates',
    pageSize: 9,
    sort: 'publishDate:desc',
    fixedFilters: { '[category]': 'announcement' },
    detailPath: '/news-event',
  },
  events: { path: '/events', pageSize: 20, sort: 'startDate:asc', filterField: '[category]' },
  'foundation-updates': {
    path: '/foundation-updates',
    pageSize: 30,
    sort: 'publishDate:desc',
    filterField: '[programme]',
    detailPath: '/foundation-news',
  },
};
