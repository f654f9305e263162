import type { CmsError, CmsResult } from './cms-fetch';
import type { CollectionTable } from './collections';
import { contentReads, type ArgsOf, type CmsTransport, type DataOf, type ReadName } from './content-reads';

/** One CMS read in the store: what was asked, and where it stands. */
export type ReadEntry<R extends ReadName = ReadName> = {
  read: R;
  args: ArgsOf<R>;
  status: 'pending' | 'fulfilled' | 'rejected';
  data?: DataOf<R>;
  error?: CmsError;
};
/** The store's state: every read by its key. A new object at every change, its entries immutable. */
export type SiteState = Readonly<Record<string, ReadEntry>>;
/** What the server rendered with: the settled CMS reads, handed to the browser's store. */
export type ContentSnapshot = { queries: SiteState };

export type SiteStoreOptions = {
  cms: CmsTransport;
  collections: CollectionTable;
  /** Told of every read that settles (the shell's failure notifications). */
  onSettled?: (key: string, entry: ReadEntry) => void;
  /** How long a read nothing shows stays (the browser's store: 5 minutes); kept for good without it. */
  keepUnusedForMs?: number;
};

/** The key of a read: its name and its arguments, their order and undefined ones aside. */
export function readKey<R extends ReadName>(read: R, args: ArgsOf<R>): string {
  return `${read}(${JSON.stringify(args, Object.keys(args).sort())})`;
}

/** A read's entry in a state, if there is one. */
export function selectRead<R extends ReadName>(state: SiteState, read: R, args: ArgsOf<R>) {
  return state[readKey(read, args)] as ReadEntry<R> | undefined;
}

/**
 * The site's one store of CMS content, for the app (browser and server), the tests and the stories.
 * A read is made once: while it is out, the same read shares it; once it succeeded, it is answered
 * from the store; a failed one is asked again only when asked again (a loader, a retry). What the
 * page shows derives from it (the title, the background, the loading flag).
 */
export function createSiteStore({ cms, collections, onSettled, keepUnusedForMs }: SiteStoreOptions) {
  let state: SiteState = {};
  const listeners = new Set<() => void>();
  const inFlight = new Map<string, Promise<CmsResult<unknown>>>();
  const holders = new Map<string, number>();
  const timers = new Map<string, ReturnType<typeof setTimeout>>();

  const set = (key: string, entry: ReadEntry | undefined) => {
    const next = { ...state };
    if (entry) next[key] = entry;
    else delete next[key];
    state = next;
    listeners.forEach((listener) => listener());
  };

  // A read nothing holds is forgotten after a while: the next page that needs it asks the CMS again.
  const forgetLater = (key: string) => {
    if (keepUnusedForMs === undefined || holders.get(key)) return;
    clearTimeout(timers.get(key));
    timers.set(
      key,
      setTimeout(() => {
        timers.delete(key);
        if (!holders.get(key) && !inFlight.has(key)) set(key, undefined);
      }, keepUnusedForMs),
    );
  };

  function read<R extends ReadName>(
    name: R,
    args: ArgsOf<R>,
    { force = false } = {},
  ): Promise<CmsResult<DataOf<R>>> {
    const key = readKey(name, args);
    const running = inFlight.get(key);
    if (running) return running as Promise<CmsResult<DataOf<R>>>;
    const known = state[key] as ReadEntry<R> | undefined;
    if (known?.status === 'fulfilled' && !force) return Promise.resolve({ data: known.data as DataOf<R> });
    set(key, { read: name, args, status: 'pending', data: known?.data });
    const reading = contentReads[name]({ cms, collections }, args)
      .catch((error: unknown) => ({ error: { status: 'CUSTOM_ERROR' as const, error: String(error) } }))
      .then((result) => {
        inFlight.delete(key);
        const entry: ReadEntry<R> = result.error
          ? { read: name, args, status: 'rejected', data: known?.data, error: result.error }
          : { read: name, args, status: 'fulfilled', data: result.data };
        set(key, entry as ReadEntry);
        forgetLater(key);
        onSettled?.(key, entry as ReadEntry);
        return result;
      });
    inFlight.set(key, reading);
    return reading;
  }

  return {
    cms,
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    read,
    /** Keeps a read while something shows it; the returned function lets it go. */
    hold(key: string) {
      holders.set(key, (holders.get(key) ?? 0) + 1);
      clearTimeout(timers.get(key));
      return () => {
        const left = (holders.get(key) ?? 1) - 1;
        if (left > 0) holders.set(key, left);
        else holders.delete(key);
        if (state[key]) forgetLater(key);
      };
    },
    /**
     * Puts the reads a server render made into the store: the browser starts with them and asks the
     * CMS for none again. Apart from creating the store, so that the browser's start can run the two
     * as tasks of their own.
     */
    restore(snapshot: ContentSnapshot) {
      state = { ...state, ...snapshot.queries };
      Object.keys(snapshot.queries).forEach(forgetLater);
      listeners.forEach((listener) => listener());
    },
  };
}

export type SiteStore = ReturnType<typeof createSiteStore>;

/** The settled CMS reads of a store, for the page's hydration payload. */
export function contentSnapshot(state: SiteState): ContentSnapshot {
  return {
    queries: Object.fromEntries(Object.entries(state).filter(([, entry]) => entry.status !== 'pending')),
  };
}
