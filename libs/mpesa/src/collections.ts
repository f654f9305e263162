import type { CollectionTable } from '@site/shared-content';

/** The mpesa domain's CMS collection: the tariff bands the cost calculator reads (all of them). */
export const mpesaCollections: CollectionTable = {
  'tariff-bands': { path: '/tariff-bands', pageSize: 100, sort: 'minimum:asc' },
};
