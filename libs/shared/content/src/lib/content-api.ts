import { createAction, type Action } from '@reduxjs/toolkit';
import { createApi, fetchBaseQuery, type FetchArgs } from '@reduxjs/toolkit/query/react';
import type { Locale } from '@site/shared-i18n';
import type { CmsTransport } from '@site/shared-server-contract';
import type { Paged, PageContent, Sidebar } from '../types/content';
import type { CollectionSpec, CollectionTable } from './collections';
import { cmsRequest, type RawBaseQuery } from './cms-request';
import { cmsTimeoutMs } from './config';
import { parseItem, parseList, parsePage, parseSidebar } from './parse';
import { baseParams, listParams } from './query-params';

export type PageArgs = { name: string; locale: Locale; depth?: number };
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
/** The store's fixed configuration, handed to every query as the thunk's extra argument. */
export type SiteStoreExtra = { cms: CmsTransport; collections: CollectionTable };

const baseQueries = new WeakMap<CmsTransport, RawBaseQuery>();
function baseQueryFor(cms: CmsTransport): RawBaseQuery {
  let query = baseQueries.get(cms);
  if (!query) {
    query = fetchBaseQuery({
      baseUrl: cms.apiUrl,
      // docs/behaviour.md §7: every read sends credentials, with the site root as base path.
      credentials: 'include',
      timeout: cmsTimeoutMs(),
      ...(cms.fetchFn ? { fetchFn: cms.fetchFn } : {}),
      prepareHeaders: (headers) => {
        for (const [name, value] of Object.entries(cms.headers ?? {})) headers.set(name, value);
        return headers;
      },
    });
    baseQueries.set(cms, query);
  }
  return query;
}

const rawBaseQuery: RawBaseQuery = (args, api, extraOptions) => {
  const { cms } = api.extra as SiteStoreExtra;
  const withParams: string | FetchArgs =
    cms.params && typeof args !== 'string' ? { ...args, params: { ...args.params, ...cms.params } } : args;
  return baseQueryFor(cms)(withParams, api, extraOptions);
};

/** What the server rendered with: the settled CMS reads, handed to the browser's store. */
export type ContentSnapshot = { queries: Record<string, unknown> };
export const contentHydrated = createAction<ContentSnapshot>('site/contentHydrated');

/** The one RTK Query API of the CMS (reducer path `content`). */
export const contentApi = createApi({
  reducerPath: 'content',
  baseQuery: rawBaseQuery,
  keepUnusedDataFor: 300,
  // RTK's type asks for the whole API state; its reducers read only these three parts.
  extractRehydrationInfo: (action: Action) =>
    contentHydrated.match(action)
      ? ({ queries: action.payload.queries, mutations: {}, provided: { tags: {}, keys: {} } } as never)
      : undefined,
  endpoints: (build) => ({
    getPage: build.query<PageContent, PageArgs>({
      queryFn: ({ name, locale, depth }, api, _extra, baseQuery) =>
        cmsRequest(
          { path: `/${name}`, params: baseParams(locale, depth), locale },
          parsePage,
          api,
          baseQuery,
        ),
    }),
    getSidebar: build.query<Sidebar, { locale: Locale }>({
      queryFn: ({ locale }, api, _extra, baseQuery) =>
        cmsRequest({ path: '/sidebar', params: baseParams(locale), locale }, parseSidebar, api, baseQuery),
    }),
    getList: build.query<PagedList, ListArgs>({
      queryFn: async (args, api, _extra, baseQuery) => {
        const spec = specOf(api.extra, args.collection);
        if (!spec) return unknownCollection(args.collection);
        const result = await listRequest(spec, args, api, baseQuery);
        return result.error ? result : { data: { ...result.data, detailPath: spec.detailPath ?? null } };
      },
    }),
    getItem: build.query<unknown, ItemArgs>({
      queryFn: (args, api, _extra, baseQuery) => {
        const spec = specOf(api.extra, args.collection);
        if (!spec) return unknownCollection(args.collection);
        return cmsRequest(
          {
            path: `${spec.path}/${encodeURIComponent(args.id)}`,
            params: baseParams(args.locale),
            locale: args.locale,
          },
          (body) => parseItem(body),
          api,
          baseQuery,
        );
      },
    }),
    getAll: build.query<unknown[], AllArgs>({
      queryFn: (args, api, _extra, baseQuery) => {
        const spec = specOf(api.extra, args.collection);
        if (!spec) return unknownCollection(args.collection);
        return allRequest(spec, args.locale, api, baseQuery);
      },
    }),
  }),
});

export const { useGetPageQuery, useGetSidebarQuery, useGetListQuery, useGetItemQuery, useGetAllQuery } =
  contentApi;

function specOf(extra: unknown, collection: string): CollectionSpec | undefined {
  const { collections } = extra as SiteStoreExtra;
  return Object.hasOwn(collections, collection) ? collections[collection] : undefined;
}

function unknownCollection(collection: string) {
  return { error: { status: 'CUSTOM_ERROR' as const, error: `Unknown collection "${collection}"` } };
}

type QueryApi = Parameters<typeof cmsRequest>[2];

/** A paged list read: the collection's order and page size unless told otherwise (docs/behaviour.md §7). */
function listRequest(spec: CollectionSpec, args: ListArgs, api: QueryApi, baseQuery: RawBaseQuery) {
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
  return cmsRequest(
    { path: spec.path, params, locale: args.locale },
    (body, locale) => parseList(body, locale),
    api,
    baseQuery,
  );
}

/** Every record of a plain collection (no paging in the UI), e.g. the M-Pesa tariff bands: page 1, then the rest in parallel. */
async function allRequest(spec: CollectionSpec, locale: Locale, api: QueryApi, baseQuery: RawBaseQuery) {
  const pageSize = 100; // the CMS's maxLimit
  const read = (page: number) =>
    listRequest(spec, { collection: spec.path, locale, page, pageSize }, api, baseQuery);
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
