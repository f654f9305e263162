import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { CollectionsProvider, type CollectionRegistry } from './collections';
import type { SiteStore } from './site-store';

export type ContentProviderProps = { store: SiteStore; collections: CollectionRegistry; children: ReactNode };

/** The site's store (react-redux) and its collections, for the app, the tests and the stories. */
export function ContentProvider({ store, collections, children }: ContentProviderProps) {
  return (
    <Provider store={store}>
      <CollectionsProvider value={collections}>{children}</CollectionsProvider>
    </Provider>
  );
}
