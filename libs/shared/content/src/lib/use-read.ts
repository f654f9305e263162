import { useEffect } from 'react';
import type { ArgsOf, ReadName } from './content-reads';
import { readKey, type ReadEntry } from './site-store';
import { useAppSelector, useSiteStore } from './store-hooks';

/**
 * A CMS read seen from a component: made by the route's loader (or here, when no loader made it: a
 * story, a test), kept in the store while the component shows it. A failed read is never asked again
 * on its own (docs/adr/0009): that would cost a second CMS read for every failure and, for a CMS that
 * does not answer, a second timeout before the visitor sees the retry. `retry` asks again.
 * `null` arguments read nothing.
 */
export function useRead<R extends ReadName>(read: R, args: ArgsOf<R> | null) {
  const store = useSiteStore();
  const key = args && readKey(read, args);
  const entry = useAppSelector((state) => (key ? state[key] : undefined)) as ReadEntry<R> | undefined;
  useEffect(() => {
    if (!key || !args) return undefined;
    const release = store.hold(key);
    if (!store.getState()[key]) void store.read(read, args);
    return release;
    // The key stands for the arguments.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [store, key]);
  return {
    data: entry?.data,
    isError: entry?.status === 'rejected',
    error: entry?.error,
    retry: () => void (args && store.read(read, args, { force: true })),
  };
}
