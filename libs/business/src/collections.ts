import type { CollectionTable } from '@site/shared-content';

/** The business domain's CMS collection: its services, by segment. */
export const businessCollections: CollectionTable = {
  'vbu-services': {
    path: '/vbu-services',
    pageSize: 12,
    sort: 'publishDate:desc',
    filterField: '[segment]',
    detailPath: '/vodacom-business',
  },
};
