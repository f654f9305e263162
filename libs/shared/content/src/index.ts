export { contentApi, siteHydrated } from './lib/content-api';
export type { SidebarArgs, SiteSnapshot } from './lib/content-api';
export { isPageRead, pageQuery, type PageArgs } from './lib/page-query';
export { collectionQueries } from './lib/collection-queries';
export { cardCollection, deviceCardFields, serviceCardFields } from './lib/card-fields';
export { readAll, readItem, readList, readPage } from './lib/content-reads';
export type { AllArgs, ItemArgs, ListArgs, PagedList } from './lib/collection-queries';
export type { CollectionSpec } from '@site/shared-server-contract';
export type { ItemEndpoint, ListEndpoint, PageEndpoint } from './lib/content-endpoint';
export { selectContentTags } from './lib/content-tags';
export { ContentProvider, type ContentProviderProps } from './lib/content-provider';
export {
  isServedBlock,
  isServedSidebar,
  servedBlockKey,
  servedSidebarKey,
  type ServedBlock,
  type ServedSidebar,
} from './lib/served-parts';
export { createSiteStore, hydrateSite, siteSnapshot } from './lib/site-store';
export type { SiteDispatch, SiteState, SiteStore } from './lib/site-store';
export {
  backgroundColorShown,
  defaultBackgroundColor,
  routeChanged,
  selectBackgroundColor,
} from './lib/page-slice';
export { loadedQueryHook, useLoadedQuery } from './lib/loaded-query';
export { useAppDispatch, useAppSelector } from './lib/store-hooks';
export type { CmsTransport } from '@site/shared-server-contract';
export type { CmsBaseQuery } from './lib/cms-base-query';
export { defaultPopulateDepth } from './lib/config';
export { errorText, isNotFound, type ContentError } from './lib/error-text';
export { itemPath, slugify, slugOf } from '@site/shared-server-contract';
export { dialHref, isExternalHref, safeHref } from './lib/safe-href';
export { ContentShapeError } from './lib/content-error';
export type * from './types/model.generated';
export type * from './types/content';
export type * from './types/media';
export { selectPageLoading } from './lib/loading';
