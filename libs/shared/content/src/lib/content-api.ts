import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import type { Locale } from '@site/shared-i18n';
import type { Paged, PageContent, Sidebar } from '../types/content';
import { collectionSpecs, type ListCollection } from './collections';
import { cmsApiPath, cmsOrigin, cmsTimeoutMs } from './config';
import { cmsRequest, type RawBaseQuery } from './cms-request';
import { parseItem, parseList, parsePage, parseSidebar } from './parse';
import { baseParams, listParams } from './query-params';

export type PageArgs = { name: string; locale: Locale; depth?: number };
export type ListArgs = {
  collection: ListCollection;
  locale: Locale;
  page?: number;
  pageSize?: number;
  filter?: string;
};
export type ItemArgs = { collection: ListCollection; id: string; locale: Locale };

const rawBaseQuery: RawBaseQuery = (args, api, extra) =>
  // Built per call so tests and the prerenderer see the origin they run on.
  fetchBaseQuery({ baseUrl: `${cmsOrigin()}${cmsApiPath}`, credentials: 'include', timeout: cmsTimeoutMs() })(
    args,
    api,
    extra,
  );

/** The one RTK Query API of the CMS (reducer path `content`); domains add endpoints with injectEndpoints. */
export const contentApi = createApi({
  reducerPath: 'content',
  baseQuery: rawBaseQuery,
  keepUnusedDataFor: 300,
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
    getList: build.query<Paged<unknown>, ListArgs>({
      queryFn: (args, api, _extra, baseQuery) => listRequest(args, api, baseQuery),
    }),
    getItem: build.query<unknown, ItemArgs>({
      queryFn: (args, api, _extra, baseQuery) => itemRequest(args, api, baseQuery),
    }),
  }),
});

/** A paged list read, shared by the core `getList` and the domains' own list endpoints. */
export function listRequest<T>(
  args: ListArgs,
  api: Parameters<typeof cmsRequest>[2],
  baseQuery: RawBaseQuery,
) {
  const spec = collectionSpecs[args.collection];
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
    (body, locale) => parseList<T>(body, locale),
    api,
    baseQuery,
  );
}

/** A detail read by id (Strapi 5 documentId, stable across locales). */
export function itemRequest<T>(
  args: ItemArgs,
  api: Parameters<typeof cmsRequest>[2],
  baseQuery: RawBaseQuery,
) {
  const spec = collectionSpecs[args.collection];
  const path = `${spec.path}/${encodeURIComponent(args.id)}`;
  return cmsRequest(
    { path, params: baseParams(args.locale), locale: args.locale },
    (body) => parseItem<T>(body),
    api,
    baseQuery,
  );
}

export const { useGetPageQuery, useGetSidebarQuery, useGetListQuery, useGetItemQuery } = contentApi;

/** Every record of a plain collection (no paging in the UI), e.g. the M-Pesa tariff bands: all pages, the rest in parallel. */
export async function cmsRequestFor<T>(
  request: { path: string; locale: Locale; params: Record<string, string> },
  api: Parameters<typeof cmsRequest>[2],
  baseQuery: RawBaseQuery,
) {
  const pageSize = 100; // the CMS's maxLimit
  const read = (page: number) =>
    cmsRequest(
      {
        path: request.path,
        params: {
          ...baseParams(request.locale),
          ...request.params,
          'pagination[page]': String(page),
          'pagination[pageSize]': String(pageSize),
        },
        locale: request.locale,
      },
      (body, locale) => parseList<T>(body, locale),
      api,
      baseQuery,
    );
  const first = await read(1);
  if (first.error) return { error: first.error };
  const rest = await Promise.all(
    Array.from({ length: first.data.pagination.pageCount - 1 }, (_, i) => read(i + 2)),
  );
  const failed = rest.find((result) => result.error);
  if (failed?.error) return { error: failed.error };
  return { data: [first.data, ...rest.map((result) => result.data!)].flatMap((page) => page.items) };
}
