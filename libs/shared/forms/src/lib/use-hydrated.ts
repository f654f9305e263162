import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and during hydration, true once this component runs in the browser.
 * A form marks itself with it (`data-hydrated`): before that, a tap on a phone still waiting for
 * the scripts does nothing, and tests wait for this state instead of guessing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
