import { LRUCache } from 'lru-cache';
import type { Paging } from '@site/shared-server-contract';
import type { CompressedPage } from './compression.ts';

/** A rendered page as it is served. A cached one was compressed once, when it was stored. */
export type CachedPage = CompressedPage & {
  status: number;
  /** What the page shows from the CMS (`api:internet`, `doc:<id>`), for the content webhook. */
  tags: string[];
  /** A paged list's page and page count (null: the page has no pages), which bounds `?page=N`. */
  paging: Paging | null;
  renderedAt: number;
  /** Invalidated by a content change: re-render before serving it again (it remains the fallback). */
  stale: boolean;
};

export type PageCache = {
  get(key: string): CachedPage | undefined;
  set(key: string, page: CachedPage): void;
  /** The page's size changed (its compressed forms were added): counted again, if it is still kept. */
  resize(key: string, page: CachedPage): void;
  delete(key: string): void;
  /** Marks stale every page showing one of `tags` (`*`: every page); returns their keys. */
  invalidate(tags: string[]): string[];
  keys(): string[];
  readonly size: number;
};

/** Rendered pages by URL, bounded by bytes; an invalidated page stays as the fallback while the CMS is down. */
export function createPageCache(maxBytes: number): PageCache {
  const pages = new LRUCache<string, CachedPage>({
    maxSize: Math.max(Math.floor(maxBytes), 1),
    sizeCalculation: (page) => page.html.length + (page.br?.length ?? 0) + (page.gzip?.length ?? 0) + 256,
  });
  return {
    get: (key) => pages.get(key),
    // Development keeps nothing: every request renders the current sources.
    set: (key, page) => void (maxBytes > 0 && pages.set(key, page)),
    resize: (key, page) => void (pages.peek(key) === page && pages.set(key, page, { noUpdateTTL: true })),
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
