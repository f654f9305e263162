import type { Locale } from '@site/shared-i18n';
import type { CmsTransport } from '@site/shared-server-contract';
import type { Paged, PageContent, Sidebar } from '../types/content';
import type { CmsResult } from './cms-fetch';
import { cmsRequest } from './cms-request';
import type { CollectionSpec, CollectionTable } from './collections';
import { parseItem, parseList, parsePage, parseSidebar } from './parse';
import { baseParams, listParams } from './query-params';

export type PageArgs = { name: string; locale: Locale; depth?: number };
export type SidebarArgs = { locale: Locale };
export type ListArgs = {
  collection: string;
  locale: Locale;
  page?: number;
  pageSize?: number;
  filter?: string;
};
export type ItemArgs = { collection: string; id: string; locale: Locale };
export type AllArgs = { collection: string; locale: Locale };
/** A paged list with the detail route of its entries (null when they have none). */
export type PagedList<T = unknown> = Paged<T> & { detailPath: string | null };

export type { CmsTransport };
/** What every read is made with: the transport and the domains' collections. */
export type ReadContext = { cms: CmsTransport; collections: CollectionTable };

/** The site's CMS reads: each kind's arguments and what it gives. */
export type Reads = {
  getPage: [PageArgs, PageContent];
  getSidebar: [SidebarArgs, Sidebar];
  getList: [ListArgs, PagedList];
  getItem: [ItemArgs, unknown];
  getAll: [AllArgs, unknown[]];
};
export type ReadName = keyof Reads;
export type ArgsOf<R extends ReadName> = Reads[R][0];
export type DataOf<R extends ReadName> = Reads[R][1];

/** How each kind of read asks the CMS (docs/behaviour.md §7). */
export const contentReads: {
  [R in ReadName]: (ctx: ReadContext, args: ArgsOf<R>) => Promise<CmsResult<DataOf<R>>>;
} = {
  getPage: ({ cms }, { name, locale, depth }) =>
    cmsRequest(cms, { path: `/${name}`, params: baseParams(locale, depth), locale }, parsePage),
  getSidebar: ({ cms }, { locale }) =>
    cmsRequest(cms, { path: '/sidebar', params: baseParams(locale), locale }, parseSidebar),
  getList: inCollection(async (ctx, spec, args) => {
    const result = await listRequest(ctx, spec, args);
    return result.error ? result : { data: { ...result.data, detailPath: spec.detailPath ?? null } };
  }),
  getItem: inCollection((ctx, spec, args) => {
    const path = `${spec.path}/${encodeURIComponent(args.id)}`;
    return cmsRequest(ctx.cms, { path, params: baseParams(args.locale), locale: args.locale }, parseItem);
  }),
  getAll: inCollection((ctx, spec, args) => allRequest(ctx, spec, args.locale)),
};

/** A read of one of the domains' collections: an unknown collection is a failed read, not a request. */
function inCollection<A extends { collection: string }, T>(
  read: (ctx: ReadContext, spec: CollectionSpec, args: A) => Promise<CmsResult<T>>,
) {
  return async (ctx: ReadContext, args: A): Promise<CmsResult<T>> => {
    const spec = Object.hasOwn(ctx.collections, args.collection)
      ? ctx.collections[args.collection]
      : undefined;
    if (spec) return read(ctx, spec, args);
    return { error: { status: 'CUSTOM_ERROR', error: `Unknown collection "${args.collection}"` } };
  };
}

/** A paged list read: the collection's order and page size unless told otherwise (docs/behaviour.md §7). */
function listRequest(ctx: ReadContext, spec: CollectionSpec, args: ListArgs) {
  const filters = {
    ...spec.fixedFilters,
    ...(args.filter && spec.filterField ? { [spec.filterField]: args.filter } : {}),
  };
  const params = listParams(args.locale, {
    page: args.page,
    pageSize: args.pageSize ?? spec.pageSize,
    sort: spec.sort,
    filters,
  });
  return cmsRequest(ctx.cms, { path: spec.path, params, locale: args.locale }, parseList);
}

/** Every record of a plain collection (no paging in the UI), e.g. the M-Pesa tariff bands: page 1, then the rest in parallel. */
async function allRequest(
  ctx: ReadContext,
  spec: CollectionSpec,
  locale: Locale,
): Promise<CmsResult<unknown[]>> {
  const pageSize = 100; // the CMS's maxLimit
  const read = (page: number) => listRequest(ctx, spec, { collection: spec.path, locale, page, pageSize });
  const first = await read(1);
  if (first.error) return { error: first.error };
  const rest = await Promise.all(
    Array.from({ length: first.data.pagination.pageCount - 1 }, (_, i) => read(i + 2)),
  );
  const pages = [first.data];
  for (const result of rest) {
    if (result.error) return { error: result.error };
    pages.push(result.data);
  }
  return { data: pages.flatMap((page) => page.items) };
}
