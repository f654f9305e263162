import type { RenderedRedirect } from '@site/shared-server-contract';
import type { FastifyBaseLogger } from 'fastify';
import { cachedPage, type CachedPage, type PageCache } from './page-cache.ts';
import type { Renderer } from './renderer.ts';

/** What a page request gets: a page (fresh, cached or the last good copy) or a redirect. */
export type PageAnswer =
  { kind: 'page'; page: CachedPage; source: 'hit' | 'miss' | 'stale' | 'uncached' } | RenderedRedirect;

export type PageService = {
  answer(key: string): Promise<PageAnswer>;
  /** Renders `key` into the cache now (warm-up, background refresh). */
  refresh(key: string): Promise<void>;
};

/**
 * Pages from the cache, rendered once per change:
 * - a cached page younger than `maxAgeMs` is served as it is;
 * - an older one is served at once and re-rendered in the background;
 * - one a content change invalidated is re-rendered before it is served, so the change shows;
 * - when that render fails (the CMS is down or slow), the last good copy is served (stale-if-error);
 * - a page never rendered is rendered on its first request; only complete 200 pages are cached.
 * Concurrent requests for one page share one render.
 */
export function createPageService(
  renderer: Renderer,
  cache: PageCache,
  options: { maxAgeMs: number; log: FastifyBaseLogger },
): PageService {
  const renders = new Map<string, Promise<PageAnswer>>();

  async function renderNow(key: string): Promise<PageAnswer> {
    const result = await renderer.render(key);
    if (result.kind === 'redirect') return result;
    const page = cachedPage(result.status, result.html, result.tags);
    if (result.complete && result.status === 200) {
      cache.set(key, page);
      return { kind: 'page', page, source: 'miss' };
    }
    // The page is gone (unpublished, deleted): its old copy must not come back.
    if (result.status < 500) cache.delete(key);
    return { kind: 'page', page, source: 'uncached' };
  }

  function shared(key: string): Promise<PageAnswer> {
    let pending = renders.get(key);
    if (!pending) {
      pending = renderNow(key).finally(() => renders.delete(key));
      renders.set(key, pending);
    }
    return pending;
  }

  async function answer(key: string): Promise<PageAnswer> {
    const cached = cache.get(key);
    if (cached && !cached.stale) {
      if (Date.now() - cached.renderedAt > options.maxAgeMs) void refresh(key);
      return { kind: 'page', page: cached, source: 'hit' };
    }
    try {
      const fresh = await shared(key);
      // A failed render of a page we have a good copy of: the copy, not the error.
      if (cached && fresh.kind === 'page' && fresh.source === 'uncached' && fresh.page.status >= 500)
        return { kind: 'page', page: cached, source: 'stale' };
      return fresh;
    } catch (error) {
      if (!cached) throw error;
      options.log.warn({ err: error, key }, 'render failed: serving the last good copy');
      return { kind: 'page', page: cached, source: 'stale' };
    }
  }

  async function refresh(key: string): Promise<void> {
    try {
      await shared(key);
    } catch (error) {
      options.log.warn({ err: error, key }, 'background render failed');
    }
  }

  return { answer, refresh };
}
