import { configureStore, type Middleware } from '@reduxjs/toolkit';
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
  /** The reads a server render made: the browser starts with them and asks the CMS for none again. */
  snapshot?: ContentSnapshot;
};

/**
 * The one store builder of the site: the app (browser and server), the tests and the stories all
 * use it. Its state is the CMS cache (reducer path `content`); page background and titles derive
 * from it.
 */
export function createSiteStore({ cms, collections, middleware = [], snapshot }: SiteStoreOptions) {
  const store = configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { cms, collections } satisfies SiteStoreExtra } })
        .concat(contentApi.middleware)
        // They only watch actions go by: typed as adding nothing to dispatch.
        .concat(middleware as Middleware<object>[] as []),
  });
  if (snapshot) store.dispatch(contentHydrated(snapshot));
  return store;
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
