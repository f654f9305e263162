import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once this component runs in the browser.
 * Controls that need the app mark themselves with it (`data-hydrated`: a form, the header, the cookie
 * page's buttons): before that, a tap on a phone still waiting for the scripts does nothing (or takes
 * the no-script path), and tests wait for this state instead of guessing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
