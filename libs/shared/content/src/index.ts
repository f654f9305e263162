export {
  contentApi,
  contentHydrated,
  useGetAllQuery,
  useGetItemQuery,
  useGetListQuery,
  useGetPageQuery,
  useGetSidebarQuery,
} from './lib/content-api';
export type {
  AllArgs,
  CmsTransport,
  ContentSnapshot,
  ItemArgs,
  ListArgs,
  PageArgs,
  PagedList,
  SiteStoreExtra,
} from './lib/content-api';
export { useLoadedItem, useLoadedList, useLoadedPage } from './lib/loaded-reads';
export { contentSnapshot, createSiteStore, restoreContent } from './lib/site-store';
export type { SiteState, SiteStore, SiteStoreOptions } from './lib/site-store';
export type { CollectionSpec, CollectionTable } from './lib/collections';
export { defaultPopulateDepth } from './lib/config';
export { errorText, isNotFound } from './lib/error-text';
export { flattenStrapi } from './lib/normalise';
export { itemPath, slugify, slugOf } from '@site/shared-server-contract';
export { dialHref, isExternalHref, safeHref } from './lib/safe-href';
export { ContentShapeError } from './lib/content-error';
export type * from './types/model.generated';
export type * from './types/content';
export type * from './types/media';
export { selectPageLoading } from './lib/loading';
export { useAppDispatch, useAppSelector } from './lib/store-hooks';
export type { SiteDispatch } from './lib/store-hooks';
