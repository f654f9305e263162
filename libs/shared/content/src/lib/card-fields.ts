import type { CollectionSpec } from '@site/shared-server-contract';
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

/**
 * A collection listed as cards, newest first, each entry with a page of its own (`detailPath`): its
 * list reads the cards' fields (an article's unless `fields` says otherwise) and their pictures.
 */
export const cardCollection = (
  spec: Pick<CollectionSpec, 'path' | 'pageSize' | 'detailPath'> & Partial<CollectionSpec>,
): CollectionSpec => ({ sort: 'publishDate:desc', fields: articleCardFields, populate: cardMedia, ...spec });
