import { configureStore, freeze, type Middleware } from '@reduxjs/toolkit';
import type { CollectionTable } from './collections';
import {
  contentApi,
  contentHydrated,
  type CmsTransport,
  type ContentSnapshot,
  type SiteStoreExtra,
} from './content-api';

export type SiteStoreOptions = {
  cms: CmsTransport;
  collections: CollectionTable;
  /** Watch the actions go by (the shell's failure notifications). */
  middleware?: Middleware[];
};

/**
 * The one store builder of the site: the app (browser and server), the tests and the stories all
 * use it. Its state is the CMS cache (reducer path `content`); page background and titles derive
 * from it.
 */
export function createSiteStore({ cms, collections, middleware = [] }: SiteStoreOptions) {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { cms, collections } satisfies SiteStoreExtra } })
        .concat(contentApi.middleware)
        // They only watch actions go by: typed as adding nothing to dispatch.
        .concat(middleware as Middleware<object>[] as []),
  });
}

/**
 * Puts the reads a server render made into a store: the browser starts with them and asks the CMS
 * for none again. Apart from creating the store, so that the browser's start can run the two as
 * tasks of their own (each took 35-50 ms on the Lighthouse phone; together, a long task).
 */
export function restoreContent(store: SiteStore, snapshot: ContentSnapshot): void {
  store.dispatch(contentHydrated(frozenEntries(snapshot)));
}

/**
 * Immer walks every plain object put into the state (to find drafts inside it and deep-freeze it):
 * for a page's CMS reads that walk was the largest task of the browser's start (~60-250 ms on the
 * Lighthouse phone). An entry frozen at its root is taken as it is: Immer's own advice for adding
 * large data. The entries are parsed JSON that nothing else holds, and the state is never mutated.
 */
function frozenEntries(snapshot: ContentSnapshot): ContentSnapshot {
  return {
    queries: Object.fromEntries(Object.entries(snapshot.queries).map(([key, entry]) => [key, freeze(entry)])),
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;
export type SiteState = ReturnType<SiteStore['getState']>;

/** The settled CMS reads of a store, for the page's hydration payload. */
export function contentSnapshot(state: SiteState): ContentSnapshot {
  const queries = Object.fromEntries(
    Object.entries(state[contentApi.reducerPath].queries).filter(
      ([, entry]) => entry?.status === 'fulfilled' || entry?.status === 'rejected',
    ),
  );
  return { queries };
}
