import {
  localeOfPath,
  localizedPath,
  locales,
  type Locale,
  type Paging,
  type RenderedRedirect,
} from '@site/shared-server-contract';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import { compressForStore, uncompressed, type CompressedPage } from './compression.ts';
import type { Renderer } from './renderer.ts';
import { fetchOrUnkept, Unkept } from './unkept.ts';
import { priority, QueueFull, type Priority, type WorkQueue } from './work-queue.ts';

/** A rendered page as it is served. A kept one is compressed once, after its first answer. */
export type CachedPage = CompressedPage & {
  status: number;
  /** What the page shows from the CMS (`api:internet`, `doc:<id>`), for the content webhook. */
  tags: string[];
  /** A paged list's page and page count (null: the page has no pages), which bounds `?page=N`. */
  paging: Paging | null;
  renderedAt: number;
  /** The count of content changes when its render started: a later change to one of its tags… */
  generation: number;
  /** …invalidates it: it is rendered again before it is served (and stays the fallback). */
  invalidated: boolean;
};

type Source = 'hit' | 'miss' | 'stale' | 'uncached';
/** What a page request gets: a page (fresh, cached or the last good copy) or a redirect. */
export type PageAnswer = { kind: 'page'; page: CachedPage; source: Source } | RenderedRedirect;

export type RenderedPages = {
  /**
   * The cached page for a path and its `page` parameter when the cache alone can give it: fresh, or
   * older than the maximum age (a refresh is asked for, in the background); with `staleOk` also one
   * a content change invalidated (what the server serves rather than render while busy).
   */
  cached(path: string, page: string | null, staleOk?: boolean): CachedPage | undefined;
  /** The answer, rendering what the cache cannot give. */
  answer(path: string, page: string | null): Promise<PageAnswer>;
  /** The not-found page of a language: rendered once (again after a content change), whatever the path. */
  notFound(locale: Locale): Promise<PageAnswer>;
  /**
   * Renders `key` into the cache in the background: dropped when the server is busy or enough
   * refreshes already wait; with `wait` (the warm-up, which paces itself by the queue) never dropped.
   */
  refresh(key: string, options?: { wait?: boolean }): Promise<void>;
  /**
   * Invalidates every page showing one of `tags` (`*`: every page), renders under way included
   * (what they read may predate the change); returns how many kept pages that concerns.
   */
  invalidate(tags: string[]): number;
  /** The page kept under `key`, whatever its state (no refresh asked for). */
  peek(key: string): CachedPage | undefined;
  keys(): string[];
};

export type RenderedPagesOptions = {
  /** Memory for pages, by bytes (0: none kept, development). */
  maxBytes: number;
  /** A page older than this is refreshed in the background (a missed webhook heals). */
  maxAgeMs: number;
  /** The renders for visitors (and the warm-up, behind them). */
  renders: WorkQueue;
  /** The background refreshes of aged pages: one at a time, at a pace of their own. */
  refreshes: WorkQueue;
  /** Renders that may wait for visitors (past it: busy), refreshes (past it: dropped). */
  waiting: Record<Priority, number>;
  /** The server is overloaded: refreshes are dropped, and a stale page serves longer. */
  busy: () => boolean;
  /** A background refresh was dropped (metrics). */
  dropped?: () => void;
  log: FastifyBaseLogger;
  /** The clock pages age by (`performance`; a test moves its own). */
  clock?: { now(): number };
};

/** An address no route has: where each language's not-found page is rendered and kept. */
const notFoundPath = (locale: Locale) => localizedPath('/__not-found__', locale);
const notFoundKeys = new Set(locales.map(notFoundPath));

/**
 * The cache key of `?page=<raw>` on `path`: the bare path when the page has no pages (the parameter
 * is not part of its address) or for page 1; `path?page=N` within the list's pages; null for
 * anything else (a page past the end, `0`, `02`, `x`), which is not a page of the site.
 */
export function listKey(path: string, raw: string, paging: Paging | null): string | null {
  if (!paging) return path;
  if (!/^[1-9]\d{0,5}$/.test(raw)) return null;
  const page = Number(raw);
  if (page === 1) return path;
  return page <= paging.pageCount ? `${path}?page=${page}` : null;
}

const beyondTheList = (paging: Paging | null) =>
  paging !== null && paging.page > Math.max(1, paging.pageCount);

/** A render's result the cache does not keep: the answer it is, or null (a list's page past its end). */
type NotKept = PageAnswer | null;
type Context = { priority: Priority; wait: boolean };

/**
 * The rendered pages, by URL, bounded by bytes (lru-cache, whose `fetch` shares one render among
 * the requests that wait for it):
 * - a page younger than `maxAgeMs` is served as it is;
 * - an older one is served at once and refreshed in the background, through the refreshes queue
 *   (one at a time, at its own pace): a refresh is dropped, never queued without end, when the
 *   server is busy or enough refreshes already wait (the old copy is then served longer), and one
 *   that renders the same page again keeps its compressed forms;
 * - one a content change invalidated is rendered again before it is served, so the change shows;
 *   when that render fails or is refused (the CMS down or slow, the server busy), the last good
 *   copy is served (stale-if-error);
 * - a page never rendered is rendered on its first request; only complete 200 pages are kept, and
 *   each language's not-found page; a page that became a 404 loses its copy.
 */
export function createRenderedPages(renderer: Renderer, options: RenderedPagesOptions): RenderedPages {
  const { renders, refreshes, waiting, log } = options;
  // Content changes, counted: the last one of each tag, and of every page (`*`).
  let generation = 0;
  const changed = new Map<string, number>();
  const changedSince = (page: CachedPage) =>
    (changed.get('*') ?? 0) > page.generation ||
    page.tags.some((tag) => (changed.get(tag) ?? 0) > page.generation);

  // The keys a render is under way for: setting one of them would abort that render (lru-cache
  // rejects a fetch whose entry is replaced), and its page, maybe a content change's, would be lost.
  const rendering = new Set<string>();

  /** Compresses a kept page at the stored levels, after its first answer went out at the live ones. */
  async function store(key: string, page: CachedPage) {
    try {
      await compressForStore(page);
      // Counted again at its new size (lru-cache sizes an entry when it is set), its age kept; not
      // while the page renders again, whose result replaces it anyway.
      if (!rendering.has(key) && cache.peek(key) === page) cache.set(key, { ...page }, { noUpdateTTL: true });
    } catch (error) {
      log.warn({ err: error, key }, 'compressing a page failed; it is compressed when sent');
    }
  }

  async function render(key: string, background: boolean): Promise<CachedPage> {
    const started = generation;
    const result = await renderer.render(key, { background });
    if (result.kind === 'redirect') throw new Unkept<NotKept>(result);
    if (beyondTheList(result.paging)) throw new Unkept<NotKept>(null);
    // The same page as before (nothing it shows changed): its compressed forms serve again, and a
    // refresh costs a render, not brotli's best once more.
    const before = cache.peek(key, { allowStale: true });
    const html = uncompressed(result.html);
    const same = before?.etag === html.etag && before.br !== null && before.gzip !== null;
    const page: CachedPage = {
      ...(same ? { html: before.html, etag: before.etag, br: before.br, gzip: before.gzip } : html),
      status: result.status,
      tags: result.tags,
      paging: result.paging,
      renderedAt: Date.now(),
      generation: started,
      invalidated: false,
    };
    page.invalidated = changedSince(page);
    const keep =
      result.complete && (result.status === 200 || (result.status === 404 && notFoundKeys.has(key)));
    if (!keep) throw new Unkept<NotKept>({ kind: 'page', page, source: 'uncached' });
    if (!same) void store(key, page);
    return page;
  }

  const cache = new LRUCache<string, CachedPage, Context>({
    // Development keeps nothing (a page is larger than a byte): every request renders the sources.
    maxSize: Math.max(Math.floor(options.maxBytes), 1),
    sizeCalculation: (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 256,
    ttl: Math.max(options.maxAgeMs, 1),
    // Aged pages are still pages (listed, invalidated); each read below says what it takes.
    allowStale: true,
    // A clock of its own is read every time (lru-cache otherwise reuses a reading for a millisecond).
    ...(options.clock ? { perf: options.clock, ttlResolution: 0 } : {}),
    // An aged page stays to be served while it is refreshed, and when a render fails.
    noDeleteOnStaleGet: true,
    noDeleteOnFetchRejection: true,
    fetchMethod: async (key, _stale, { context }) => {
      // Nobody waits for a background render (a refresh, the warm-up): it runs off the visitors' thread.
      const unwaited = context.priority === priority.background;
      const refresh = unwaited && !context.wait;
      rendering.add(key);
      try {
        if (refresh && options.busy()) throw new QueueFull('page refreshes');
        return await (refresh ? refreshes : renders).run(() => render(key, unwaited), {
          priority: context.priority,
          waiting: context.wait ? Number.POSITIVE_INFINITY : waiting[context.priority],
        });
      } catch (error) {
        if (refresh && error instanceof QueueFull) options.dropped?.();
        throw error;
      } finally {
        rendering.delete(key);
      }
    },
  });

  /** What a render made of `key`, as an answer; the copy the cache held serves if it failed. */
  async function rendered(key: string, context: Context): Promise<PageAnswer> {
    const copy = cache.get(key, { allowStale: true });
    try {
      const made = await fetchOrUnkept<CachedPage, NotKept, Context>(cache, key, {
        forceRefresh: true,
        allowStale: false,
        context,
      });
      if (made === null) return notFound(localeOfPath(key));
      if ('html' in made) return { kind: 'page', page: made, source: 'miss' };
      if (made.kind === 'redirect') return made;
      // A failed render of a page we have a good copy of: the copy, not the error.
      if (copy && made.page.status >= 500) return { kind: 'page', page: copy, source: 'stale' };
      // The page is gone (unpublished, deleted): its old copy must not come back.
      if (made.page.status < 500) cache.delete(key);
      return made;
    } catch (error) {
      if (!copy) throw error;
      if (!(error instanceof QueueFull))
        log.warn({ err: error, key }, 'render failed: serving the last good copy');
      return { kind: 'page', page: copy, source: 'stale' };
    }
  }

  function refresh(key: string, { wait = false } = {}): Promise<void> {
    // Queued at once (lru-cache calls the fetchMethod as `fetch` is called): a caller that paces
    // itself by the queue's room (the warm-up) sees this one counted.
    return rendered(key, { priority: priority.background, wait }).then(
      () => undefined,
      (error: unknown) => {
        if (!(error instanceof QueueFull)) log.warn({ err: error, key }, 'background render failed');
      },
    );
  }

  /** The page under `key` if the cache can answer with it (an aged one is refreshed meanwhile). */
  function fromCache(key: string, staleOk: boolean): CachedPage | undefined {
    const page = cache.get(key, { allowStale: true });
    if (!page) return undefined;
    page.invalidated ||= changedSince(page);
    if (page.invalidated && !staleOk) return undefined;
    if (!page.invalidated && cache.getRemainingTTL(key) < 0) void refresh(key);
    return page;
  }

  async function answerKey(key: string): Promise<PageAnswer> {
    const hit = fromCache(key, false);
    if (hit) return { kind: 'page', page: hit, source: 'hit' };
    return rendered(key, { priority: priority.visitor, wait: false });
  }

  function notFound(locale: Locale): Promise<PageAnswer> {
    return answerKey(notFoundPath(locale));
  }

  return {
    cached(path, raw, staleOk = false) {
      if (raw === null) return fromCache(path, staleOk);
      const base = cache.get(path, { allowStale: true });
      const key = base ? listKey(path, raw, base.paging) : null;
      return key === null ? undefined : fromCache(key, staleOk);
    },
    async answer(path, raw) {
      if (raw === null) return answerKey(path);
      // Whether the address has pages, and how many, is what its first page showed.
      let paging = cache.get(path, { allowStale: true })?.paging;
      if (paging === undefined) {
        const first = await answerKey(path);
        if (first.kind !== 'page' || first.page.status !== 200) return first;
        paging = first.page.paging;
      }
      const key = listKey(path, raw, paging);
      return key === null ? notFound(localeOfPath(path)) : answerKey(key);
    },
    notFound,
    refresh,
    invalidate(tags) {
      generation += 1;
      for (const tag of tags) changed.set(tag, generation);
      return [...cache.values()].filter(changedSince).length;
    },
    peek: (key) => cache.peek(key, { allowStale: true }),
    keys: () => [...cache.keys()].filter((key) => cache.peek(key, { allowStale: true }) !== undefined),
  };
}
