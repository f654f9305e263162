import { createAction, type Action } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import type { Locale } from '@site/shared-i18n';
import type { Sidebar } from '../types/content';
import type { ServedSidebar } from './served-parts';
import { cmsBaseQuery } from './cms-base-query';
import { cmsRequest } from './cms-request';
import { contentTagTypes, typeTag } from './content-tags';
import { parseSidebar } from './parse';
import { baseParams } from './query-params';

export type SidebarArgs = { locale: Locale };

/** What a server render read: the content API's settled entries, and the page's own state. */
export type SiteSnapshot = {
  content: { queries: Record<string, unknown> };
  page: { backgroundColor: string };
};

/** The browser's store starts from the server's snapshot (`extractRehydrationInfo`): nothing is read again. */
export const siteHydrated = createAction<SiteSnapshot>('site/hydrated');

/**
 * The one RTK Query API of the CMS (reducer path `content`) with the chrome's read, its sidebar. Each
 * domain injects the endpoints of what its pages read (`libs/<domain>/src/api/`): its CMS pages and its
 * collections. A read nothing shows for five minutes is dropped and asked again.
 */
export const contentApi = createApi({
  reducerPath: 'content',
  baseQuery: cmsBaseQuery,
  tagTypes: contentTagTypes,
  keepUnusedDataFor: 300,
  // RTK's type asks for the whole API state; its reducers read only these three parts.
  extractRehydrationInfo: (action: Action) =>
    siteHydrated.match(action)
      ? ({ ...action.payload.content, mutations: {}, provided: { tags: {}, keys: {} } } as never)
      : undefined,
  endpoints: (build) => ({
    // The browser's store may hold only the served footer's place (`ServedSidebar`, ADR 0032).
    getSidebar: build.query<Sidebar | ServedSidebar, SidebarArgs>({
      queryFn: ({ locale }, _api, _extra, baseQuery) =>
        cmsRequest({ path: '/sidebar', params: baseParams(locale), locale }, parseSidebar, baseQuery),
      providesTags: [typeTag('sidebar')],
    }),
  }),
});
