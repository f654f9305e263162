import { useCallback, useRef, useState } from 'react';

/**
 * Wraps an async handler so it runs once at a time: a double tap on a slow phone, or a second
 * click while the request is out, does nothing. The ref closes the gap before React re-renders
 * with `pending` (two clicks can land in the same frame).
 */
export function useSubmitOnce<A extends unknown[]>(handler: (...args: A) => Promise<void>) {
  const running = useRef(false);
  const [pending, setPending] = useState(false);
  const run = useCallback(
    async (...args: A) => {
      if (running.current) return;
      running.current = true;
      setPending(true);
      try {
        await handler(...args);
      } finally {
        running.current = false;
        setPending(false);
      }
    },
    [handler],
  );
  return { run, pending };
}
