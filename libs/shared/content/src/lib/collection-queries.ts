import type { Locale } from '@site/shared-i18n';
import type { CollectionSpec } from '@site/shared-server-contract';
import type { Paged } from '../types/content';
import { cmsRequest, type BoundBaseQuery, type CmsResult } from './cms-request';
import { entryTag, typeTag } from './content-tags';
import { parseItem, parseList } from './parse';
import { baseParams, listParams } from './query-params';

/** A page of a collection: `page` (1 unless told), the collection's page size unless told, its filter's value. */
export type ListArgs = { locale: Locale; page?: number; pageSize?: number; filter?: string };
/** One entry of a collection, by its `documentId`. */
export type ItemArgs = { id: string; locale: Locale };
export type AllArgs = { locale: Locale };
/** A paged list with the detail route of its entries (null when they have none). */
export type PagedList<T = unknown> = Paged<T> & { detailPath: string | null };

type QueryFn<A, T> = (
  args: A,
  api: unknown,
  extra: unknown,
  baseQuery: BoundBaseQuery,
) => Promise<CmsResult<T>>;

/**
 * The definitions a domain's endpoints are built from (`build.query(sport.list)`), for one of its
 * collections: a paged list in the collection's order and page size (docs/behaviour.md §7), one
 * entry, or every entry. A list is tagged with the collection's API segment, an entry with its id
 * (also when it failed: the page of an entry not yet published changes when it is published).
 */
export function collectionQueries<T>(spec: CollectionSpec) {
  const segment = [typeTag(spec.path.replace(/^\//, ''))];
  const list: QueryFn<ListArgs, PagedList<T>> = async (args, _api, _extra, baseQuery) => {
    const result = await listRequest<T>(spec, args, baseQuery);
    return result.error ? result : { data: { ...result.data, detailPath: spec.detailPath ?? null } };
  };
  const item: QueryFn<ItemArgs, T> = (args, _api, _extra, baseQuery) =>
    cmsRequest(
      {
        path: `${spec.path}/${encodeURIComponent(args.id)}`,
        params: baseParams(args.locale),
        locale: args.locale,
      },
      (body) => parseItem<T>(body),
      baseQuery,
    );
  // Every record, kept as `keep` makes them (what the page uses of them, not the records).
  const all =
    <Kept>(keep: (records: T[]) => Kept | Promise<Kept>): QueryFn<AllArgs, Kept> =>
    async (args, _api, _extra, baseQuery) => {
      const read = await allRequest<T>(spec, args.locale, baseQuery);
      return read.error ? read : { data: await keep(read.data) };
    };
  return {
    list: { queryFn: list, providesTags: segment },
    item: {
      queryFn: item,
      providesTags: (_item: unknown, _error: unknown, { id }: ItemArgs) => [entryTag(id)],
    },
    all: <Kept>(keep: (records: T[]) => Kept | Promise<Kept>) => ({
      queryFn: all(keep),
      providesTags: segment,
    }),
  };
}

function listRequest<T>(spec: CollectionSpec, args: ListArgs, baseQuery: BoundBaseQuery) {
  const filters = {
    ...spec.fixedFilters,
    ...(args.filter && spec.filterField ? { [spec.filterField]: args.filter } : {}),
  };
  const params = listParams(args.locale, {
    page: args.page,
    pageSize: args.pageSize ?? spec.pageSize,
    sort: spec.sort,
    filters,
    ...(spec.fields ? { fields: spec.fields } : {}),
    ...(spec.populate ? { populate: spec.populate } : {}),
  });
  return cmsRequest(
    { path: spec.path, params, locale: args.locale },
    (body, locale) => parseList<T>(body, locale),
    baseQuery,
  );
}

/** Every record of a plain collection (no paging in the UI), e.g. the M-Pesa tariff bands: page 1, then the rest in parallel. */
async function allRequest<T>(spec: CollectionSpec, locale: Locale, baseQuery: BoundBaseQuery) {
  const pageSize = 100; // the CMS's maxLimit
  const read = (page: number) => listRequest<T>(spec, { locale, page, pageSize }, baseQuery);
  const first = await read(1);
  if (first.error) return { error: first.error };
  const rest = await Promise.all(
    Array.from({ length: first.data.pagination.pageCount - 1 }, (_, i) => read(i + 2)),
  );
  const pages: Paged<T>[] = [first.data];
  for (const result of rest) {
    if (result.error) return { error: result.error };
    pages.push(result.data);
  }
  return { data: pages.flatMap((page) => page.items) };
}
