import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { SiteStore } from './site-store';

export type ContentProviderProps = {
  store: SiteStore;
  /**
   * The state the server rendered with. A part hydrated late (HydrateWhenVisible) renders from it,
   * as its server HTML was, then updates to the store's state: a read that ended in between (the
   * footer's sidebar on a page the server rendered without it) is not a hydration mismatch.
   */
  serverState?: ReturnType<SiteStore['getState']>;
  children: ReactNode;
};

/** The site's store (react-redux), for the app, the tests and the stories. */
export function ContentProvider({ store, serverState, children }: ContentProviderProps) {
  return (
    <Provider store={store} serverState={serverState}>
      {children}
    </Provider>
  );
}
