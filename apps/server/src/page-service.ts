import {
  localeOfPath,
  localizedPath,
  locales,
  type Locale,
  type Paging,
  type RenderedRedirect,
} from '@site/shared-server-contract';
import type { FastifyBaseLogger } from 'fastify';
import { compressForStore, uncompressed } from './compression.ts';
import type { CachedPage, PageCache } from './page-cache.ts';
import type { Renderer } from './renderer.ts';

type Source = 'hit' | 'miss' | 'stale' | 'uncached';
/** What a page request gets: a page (fresh, cached or the last good copy) or a redirect. */
export type PageAnswer = { kind: 'page'; page: CachedPage; source: Source } | RenderedRedirect;

export type PageService = {
  /**
   * The cached answer for a path and its `page` parameter when the cache alone can give it: fresh,
   * or, with `staleOk`, any copy (what a busy server serves rather than rendering).
   */
  cached(path: string, page: string | null, staleOk?: boolean): CachedPage | undefined;
  /** The answer, rendering what the cache cannot give. */
  answer(path: string, page: string | null): Promise<PageAnswer>;
  /** The not-found page of a language: rendered once (again after a content change), whatever the path. */
  notFound(locale: Locale): Promise<PageAnswer>;
  /** Renders `key` into the cache now (warm-up, background refresh). */
  refresh(key: string): Promise<void>;
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

/**
 * Pages from the cache, rendered once per change:
 * - a cached page younger than `maxAgeMs` is served as it is;
 * - an older one is served at once and re-rendered in the background;
 * - one a content change invalidated is re-rendered before it is served, so the change shows;
 * - when that render fails (the CMS is down or slow), the last good copy is served (stale-if-error);
 * - a page never rendered is rendered on its first request; only complete 200 pages are cached, and
 *   each language's not-found page.
 * Concurrent requests for one page share one render.
 */
export function createPageService(
  renderer: Renderer,
  cache: PageCache,
  options: { maxAgeMs: number; log: FastifyBaseLogger },
): PageService {
  const renders = new Map<string, Promise<PageAnswer | null>>();

  /** null: a list's page past its end (the list shrank, or the number was never one of its pages). */
  async function renderNow(key: string): Promise<PageAnswer | null> {
    const result = await renderer.render(key);
    if (result.kind === 'redirect') return result;
    if (beyondTheList(result.paging)) return null;
    const keep =
      result.complete && (result.status === 200 || (result.status === 404 && notFoundKeys.has(key)));
    const page: CachedPage = {
      ...uncompressed(result.html),
      status: result.status,
      tags: result.tags,
      paging: result.paging,
      renderedAt: Date.now(),
      stale: false,
    };
    if (keep) {
      cache.set(key, page);
      void store(key, page);
      return { kind: 'page', page, source: 'miss' };
    }
    // The page is gone (unpublished, deleted): its old copy must not come back.
    if (result.status < 500) cache.delete(key);
    return { kind: 'page', page, source: 'uncached' };
  }

  /** Compresses a kept page at the stored levels, after its first answer went out at the live ones. */
  async function store(key: string, page: CachedPage) {
    try {
      await compressForStore(page);
      cache.resize(key, page);
    } catch (error) {
      options.log.warn({ err: error, key }, 'compressing a page failed; it is compressed when sent');
    }
  }

  function shared(key: string): Promise<PageAnswer | null> {
    let pending = renders.get(key);
    if (!pending) {
      pending = renderNow(key).finally(() => renders.delete(key));
      renders.set(key, pending);
    }
    return pending;
  }

  function fresh(key: string, staleOk = false): CachedPage | undefined {
    const page = cache.get(key);
    if (!page || (page.stale && !staleOk)) return undefined;
    if (!page.stale && Date.now() - page.renderedAt > options.maxAgeMs) void refresh(key);
    return page;
  }

  async function answerKey(key: string): Promise<PageAnswer> {
    const hit = fresh(key);
    if (hit) return { kind: 'page', page: hit, source: 'hit' };
    const copy = cache.get(key);
    try {
      const answer = await shared(key);
      if (!answer) return notFound(localeOfPath(key));
      // A failed render of a page we have a good copy of: the copy, not the error.
      if (copy && answer.kind === 'page' && answer.source === 'uncached' && answer.page.status >= 500)
        return { kind: 'page', page: copy, source: 'stale' };
      return answer;
    } catch (error) {
      if (!copy) throw error;
      options.log.warn({ err: error, key }, 'render failed: serving the last good copy');
      return { kind: 'page', page: copy, source: 'stale' };
    }
  }

  function notFound(locale: Locale): Promise<PageAnswer> {
    return answerKey(notFoundPath(locale));
  }

  async function refresh(key: string): Promise<void> {
    try {
      await shared(key);
    } catch (error) {
      options.log.warn({ err: error, key }, 'background render failed');
    }
  }

  return {
    cached(path, raw, staleOk = false) {
      if (raw === null) return fresh(path, staleOk);
      const base = cache.get(path);
      const key = base ? listKey(path, raw, base.paging) : null;
      return key === null ? undefined : fresh(key, staleOk);
    },
    async answer(path, raw) {
      if (raw === null) return answerKey(path);
      // Whether the address has pages, and how many, is what its first page showed.
      let paging = cache.get(path)?.paging;
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
  };
}
