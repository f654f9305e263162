import { useAppDispatch } from '@site/shared-content';
import { useCallback, useEffect, useRef } from 'react';
import { type FormTicket, formsApi } from './submit-api';

type Held = FormTicket & { receivedAt: number };

/** A ticket this close to its maximum age is replaced before sending. */
const renewBeforeMs = 60_000;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * The form's timing ticket (the CMS refuses submissions sent faster than a person can fill a form):
 * asked for when the form opens, and renewed when it is about to expire. `ready()` resolves with a
 * ticket old enough to be accepted, waiting out the rest of the minimum if the visitor is that quick
 * (a restored draft sent at once), so a person is never refused for speed. `ready(true)` asks for
 * a fresh one first. It rejects with the ticket call's error when the CMS cannot be reached.
 * `wait` is how the wait happens (a test holds it).
 */
export function useFormTicket(path: string, wait: (ms: number) => Promise<void> = sleep) {
  const dispatch = useAppDispatch();
  const held = useRef<Held | null>(null);

  // Dispatched, not through the mutation hook: the form has nothing to show about tickets, so it
  // does not re-render when one arrives.
  const renew = useCallback(async () => {
    const ticket = await dispatch(formsApi.endpoints.issueFormTicket.initiate({ path })).unwrap();
    held.current = { ...ticket, receivedAt: Date.now() };
    return held.current;
  }, [dispatch, path]);

  useEffect(() => {
    // Best effort: without it now, `ready()` asks again when the visitor sends.
    renew().catch(() => undefined);
  }, [renew]);

  return useCallback(
    async (fresh = false) => {
      const current = held.current;
      const usable = current && !fresh && Date.now() - current.receivedAt < current.maxAgeMs - renewBeforeMs;
      const ticket = usable ? current : await renew();
      const rest = ticket.receivedAt + ticket.minMs - Date.now();
      if (rest > 0) await wait(rest);
      return ticket.ticket;
    },
    [renew, wait],
  );
}
