import { createContext, useContext, useSyncExternalStore } from 'react';
import type { SiteState, SiteStore } from './site-store';

const StoreContext = createContext<SiteStore | null>(null);

/** Gives the tree its store: the app's, or a test's or a story's. */
export const SiteStoreProvider = StoreContext.Provider;

export function useSiteStore(): SiteStore {
  const store = useContext(StoreContext);
  if (!store) throw new Error('useSiteStore outside SiteStoreProvider');
  return store;
}

/**
 * A value derived from the store, kept current: the component renders again when it changes. The
 * selector must return the same value for the same state (a string, an entry), not a new object.
 */
export function useAppSelector<T>(selector: (state: SiteState) => T): T {
  const store = useSiteStore();
  const current = () => selector(store.getState());
  return useSyncExternalStore(store.subscribe, current, current);
}
