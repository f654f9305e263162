import { useSyncExternalStore } from 'react';

const subscribe = () => () => undefined;

/** The mark of a control that needs the app: `data-hydrated`, present once the app runs it. */
export type HydratedMark = { 'data-hydrated'?: '' };

/**
 * Spread on a control that works only once the app runs (a form, the header, the calculator, the
 * cookie page's buttons): absent in the server's HTML and during hydration, present once the
 * component runs in the browser. Before that, a tap on a phone still waiting for the scripts does
 * nothing (or takes the no-script path), and tests wait for this mark instead of guessing.
 */
export function useHydratedMark(): HydratedMark {
  const hydrated = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
  return hydrated ? { 'data-hydrated': '' } : {};
}
