import { startTransition, useEffect, useState } from 'react';

const query = '(prefers-reduced-motion: reduce)';

/**
 * True when the visitor asked the OS for less motion; follows changes without a reload. The server's
 * HTML and hydration assume motion is allowed, so the carousel's Pause button is in the HTML and
 * nothing around it moves when the app starts (it appearing afterwards was a layout shift on every
 * home page); nothing rotates before the app runs anyway. The browser's answer comes as a transition:
 * read through `useSyncExternalStore`, a different answer re-rendered the carousel synchronously right
 * after hydration (a long task on a slow phone).
 */
export function useReducedMotion(): boolean {
  const [reduced, setReduced] = useState(false);
  useEffect(() => {
    const list = window.matchMedia(query);
    const update = () => startTransition(() => setReduced(list.matches));
    update();
    list.addEventListener('change', update);
    return () => list.removeEventListener('change', update);
  }, []);
  return reduced;
}
