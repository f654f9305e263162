import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/**
 * False in the server's HTML and while hydrating, true once the component runs in the browser. It
 * renders the component once more, synchronously, right after hydration: keep it to small parts
 * whose look depends on it (the cookie page's controls), and mark the rest with `markHydrated`.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

/**
 * The ref of a control that works only once the app runs (a form, the header, the calculator, the
 * cookie page's buttons): sets `data-hydrated` when React attaches the element in the browser, which
 * the server's HTML never has. Before that, a tap on a phone still waiting for the scripts does
 * nothing (or takes the no-script path), and tests wait for this mark instead of guessing. A ref, not
 * state: marking the header by re-rendering it cost every page a ~30 ms task right after hydration.
 */
export function markHydrated(element: HTMLElement | null): void {
  element?.setAttribute('data-hydrated', '');
}
