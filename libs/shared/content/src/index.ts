export { contentApi, siteHydrated, useGetPageQuery, useGetSidebarQuery } from './lib/content-api';
export type { PageArgs, SidebarArgs, SiteSnapshot } from './lib/content-api';
export { collectionQueries } from './lib/collection-queries';
export type { AllArgs, ItemArgs, ListArgs, PagedList } from './lib/collection-queries';
export { collectionOf, mergeCollections, selectItem, useCollection } from './lib/collections';
export { ContentProvider, type ContentProviderProps } from './lib/content-provider';
export type {
  AllEndpoint,
  CollectionEntry,
  CollectionRegistry,
  CollectionSpec,
  ItemEndpoint,
  ListEndpoint,
} from './lib/collections';
export { createSiteStore, hydrateSite, siteSnapshot } from './lib/site-store';
export type { SiteDispatch, SiteState, SiteStore } from './lib/site-store';
export {
  backgroundColorShown,
  defaultBackgroundColor,
  routeChanged,
  selectBackgroundColor,
} from './lib/page-slice';
export { useLoadedQuery } from './lib/loaded-query';
export { useAppDispatch, useAppSelector } from './lib/store-hooks';
export type { CmsTransport } from '@site/shared-server-contract';
export { defaultPopulateDepth } from './lib/config';
export { errorText, isNotFound, type ContentError } from './lib/error-text';
export { itemPath, slugify, slugOf } from '@site/shared-server-contract';
export { dialHref, isExternalHref, safeHref } from './lib/safe-href';
export { ContentShapeError } from './lib/content-error';
export type * from './types/model.generated';
export type * from './types/content';
export type * from './types/media';
export { selectPageLoading } from './lib/loading';
