import type { Article, BusinessService, Device } from '../types/content';

/**
 * The fields of an entry that its card in a list shows (`ArticleCard`, `ServiceCard`, `DeviceCard`):
 * a list reads these (`CollectionSpec.fields`), not the entry's body, which only its own page shows.
 * Strapi adds the ids, and `populate` the picture and relations, as before.
 */
export const articleCardFields = [
  'title',
  'slug',
  'publishDate',
  'summary',
  'sampleContent',
] as const satisfies readonly (keyof Article)[];
/** What a card shows besides its fields: its picture (`CollectionSpec.populate`). */
export const cardMedia = ['image'] as const;
export const serviceCardFields = articleCardFields satisfies readonly (keyof BusinessService)[];
export const deviceCardFields = [
  ...articleCardFields,
  'brand',
  'network',
  'price',
] as const satisfies readonly (keyof Device)[];
