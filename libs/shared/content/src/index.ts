export {
  cmsRequestFor,
  contentApi,
  itemRequest,
  listRequest,
  useGetItemQuery,
  useGetListQuery,
  useGetPageQuery,
  useGetSidebarQuery,
} from './lib/content-api';
export type { ItemArgs, ListArgs, PageArgs } from './lib/content-api';
export { collectionSpecs } from './lib/collections';
export type { ListCollection } from './lib/collections';
export { cmsOrigin, defaultPopulateDepth } from './lib/config';
export { errorText, isNotFound } from './lib/error-text';
export { flattenStrapi } from './lib/normalise';
export { detailPath, slugify } from './lib/paths';
export { dialHref, isExternalHref, safeHref } from './lib/safe-href';
export { knownBlockComponents } from './lib/block-shapes';
export { ContentShapeError } from './lib/content-error';
export type * from './types/blocks';
export type * from './types/content';
export type * from './types/media';
export {
  backgroundColorSet,
  defaultBackgroundColor,
  documentTitleSet,
  pageSlice,
  selectBackgroundColor,
  selectTitleOverride,
} from './lib/page-slice';
export { selectPageLoading } from './lib/loading';
export { useAppDispatch, useAppSelector } from './lib/store-hooks';
export type { ContentDispatch, ContentRootState } from './lib/store-hooks';
