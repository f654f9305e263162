import { createHash } from 'node:crypto';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { LRUCache } from 'lru-cache';

/** A rendered page as it is served: compressed once when cached, not on every request. */
export type CachedPage = {
  status: number;
  html: string;
  br: Buffer;
  gzip: Buffer;
  etag: string;
  /** What the page shows from the CMS (`api:internet`, `doc:<id>`), for the content webhook. */
  tags: string[];
  renderedAt: number;
  /** Invalidated by a content change: re-render before serving it again (it remains the fallback). */
  stale: boolean;
};

export function cachedPage(status: number, html: string, tags: string[], now = Date.now()): CachedPage {
  return {
    status,
    html,
    br: brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
    gzip: gzipSync(html, { level: 9 }),
    etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
    tags,
    renderedAt: now,
    stale: false,
  };
}

export type PageCache = {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  delete(key: string): void;
  /** Marks stale every page showing one of `tags` (`*`: every page); returns their keys. */
  invalidate(tags: string[]): string[];
  keys(): string[];
  readonly size: number;
};

/** Rendered pages by URL, bounded by bytes; an invalidated page stays as the fallback while the CMS is down. */
export function createPageCache(maxBytes: number): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(maxBytes, 1),
    sizeCalculation: (page) => page.html.length + page.br.length + page.gzip.length + 256,
  });
  return {
    get: (key) => pages.get(key),
    // Development keeps nothing: every request renders the current sources.
    set: (key, page) => void (maxBytes > 0 && pages.set(key, page)),
    delete: (key) => void pages.delete(key),
    invalidate(tags) {
      const all = tags.includes('*');
      const wanted = new Set(tags);
      const hit: string[] = [];
      for (const [key, page] of pages.entries()) {
        if (all || page.tags.some((tag) => wanted.has(tag))) {
          page.stale = true;
          hit.push(key);
        }
      }
      return hit;
    },
    keys: () => [...pages.keys()],
    get size() {
      return pages.size;
    },
  };
}
