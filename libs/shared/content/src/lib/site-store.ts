import { combineSlices, configureStore, freeze, type Middleware } from '@reduxjs/toolkit';
import type { CmsTransport } from '@site/shared-server-contract';
import type { ContentExtra } from './cms-base-query';
import { contentApi, siteHydrated, type SiteSnapshot } from './content-api';
import { pageSlice } from './page-slice';
import { browserPart } from './served-parts';

const rootReducer = combineSlices(contentApi, pageSlice);
export type SiteState = ReturnType<typeof rootReducer>;

export type SiteStoreOptions = {
  cms: CmsTransport;
  /** What else watches the actions go by (the shell's failure notifications). */
  middleware?: Middleware[];
};

/**
 * The one store builder of the site: the app (browser and server), the tests and the stories all
 * use it. Its state is the CMS cache (RTK Query, reducer path `content`) and the page slice.
 */
export function createSiteStore({ cms, middleware = [] }: SiteStoreOptions) {
  return configureStore({
    reducer: rootReducer,
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { cms } satisfies ContentExtra } })
        .concat(contentApi.middleware)
        // They only watch actions go by: typed as adding nothing to dispatch.
        .concat(middleware as Middleware<object>[] as []),
  });
}

export type SiteStore = ReturnType<typeof createSiteStore>;
export type SiteDispatch = SiteStore['dispatch'];

/**
 * A server render's snapshot for the page's hydration payload: settled reads only, and the page slice.
 * Of a page, what the browser needs (`browserPart`): a block or footer the render served for good
 * (`served`: their keys, ADR 0032) keeps only its place, as the browser keeps its HTML; the head's
 * `seo` is left out.
 * Without RTK Query's bookkeeping of the request (its random id, its start and end times): the same
 * content gives the same payload on every render, so a refreshed page that shows nothing new keeps its
 * ETag (a browser's revalidation stays a 304) and its compressed forms (no brotli at its best again).
 */
export function siteSnapshot(state: SiteState, served: ReadonlySet<string> = new Set()): SiteSnapshot {
  const queries = Object.fromEntries(
    Object.entries(state.content.queries).flatMap(([key, entry]) => {
      if (entry?.status !== 'fulfilled' && entry?.status !== 'rejected') return [];
      const settled: Partial<typeof entry> = { ...entry };
      for (const field of perRequest) delete settled[field];
      if ('data' in settled) settled.data = browserPart(entry.endpointName, settled.data, served);
      return [[key, settled]];
    }),
  );
  return { content: { queries }, page: state.page };
}

const perRequest = ['requestId', 'startedTimeStamp', 'fulfilledTimeStamp'] as const;

/**
 * Starts a browser's store from the server's snapshot (RTK Query's `extractRehydrationInfo`): the
 * page hydrates with what the server read and asks the CMS for none of it again. Each entry is frozen
 * at its root first: Immer then takes it as it is instead of walking and deep-freezing every CMS
 * field (the largest task of the start on a slow phone). The entries are parsed JSON nothing else holds.
 */
export function hydrateSite(store: SiteStore, snapshot: SiteSnapshot): void {
  // Read when the page was served, as far as the browser's cache can tell.
  const now = Date.now();
  const queries = Object.fromEntries(
    Object.entries(snapshot.content.queries).map(([key, entry]) => [
      key,
      freeze({ ...(entry as object), requestId: 'server', startedTimeStamp: now, fulfilledTimeStamp: now }),
    ]),
  );
  store.dispatch(siteHydrated({ ...snapshot, content: { queries } }));
}
