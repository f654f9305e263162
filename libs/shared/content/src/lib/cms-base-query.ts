import {
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query';
import type { CmsTransport } from '@site/shared-server-contract';
import { cmsTimeoutMs } from './config';

/** What every CMS call of a store is made with (its thunk's extra argument). */
export type ContentExtra = { cms: CmsTransport };
export type CmsBaseQuery = BaseQueryFn<
  string | FetchArgs,
  unknown,
  FetchBaseQueryError,
  object,
  { response?: Response }
>;

// One fetchBaseQuery per transport: the browser's store has one, a server render one per request.
const queries = new WeakMap<CmsTransport, CmsBaseQuery>();
function baseQueryFor(cms: CmsTransport): CmsBaseQuery {
  let query = queries.get(cms);
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
    }) as CmsBaseQuery;
    queries.set(cms, query);
  }
  return query;
}

/**
 * The content API's base query: RTK Query's `fetchBaseQuery` on the store's transport (its base URL,
 * headers and the preview's parameters), with its error shapes (`{ status, data }`, `FETCH_ERROR`,
 * `TIMEOUT_ERROR`, `PARSING_ERROR`), which the forms' and notifications' rules read.
 */
export const cmsBaseQuery: CmsBaseQuery = (args, api, extraOptions) => {
  const { cms } = api.extra as ContentExtra;
  const withParams: string | FetchArgs =
    cms.params && typeof args !== 'string' ? { ...args, params: { ...args.params, ...cms.params } } : args;
  return baseQueryFor(cms)(withParams, api, extraOptions);
};
