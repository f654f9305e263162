import { locales, type Locale, type SearchAnswer, type SiteModule } from '@site/shared-server-contract';
import type { FastifyBaseLogger } from 'fastify';
import type { CmsClient } from '../cms-client.ts';
import { priority, withPriority } from '../work-queue.ts';
import { readSearchDocuments } from './search-documents.ts';
import { createSearchIndex, type SearchIndex } from './search-index.ts';

export type SearchService = {
  /** Waits for the first index when there is none yet (the server just started). */
  search(query: string, locale: Locale, limit: number): Promise<SearchAnswer>;
  /** A content change: the index is read again once changes stop arriving for `debounceMs`. */
  rebuildSoon(): void;
  /** Reads the content and swaps the new index in; until then the old one answers. */
  rebuild(): Promise<void>;
  stats(): { documents: Record<Locale, number>; bytes: Record<Locale, number>; builtAt: number } | null;
  close(): void;
};

export type SearchServiceOptions = { debounceMs: number; log: FastifyBaseLogger };

/**
 * The site's search: one in-memory index per language, built on this server from the CMS content
 * (docs/adr/0010-server-side-search.md). A failed build keeps the previous index and is retried by
 * the next change or search.
 */
export function createSearchService(
  site: SiteModule,
  cms: CmsClient,
  { debounceMs, log }: SearchServiceOptions,
): SearchService {
  let indexes: Record<Locale, SearchIndex> | null = null;
  let builtAt = 0;
  let building: Promise<void> | null = null;
  let again = false;
  let timer: NodeJS.Timeout | undefined;

  async function build() {
    const started = Date.now();
    // Background work (the old index answers meanwhile): its CMS reads wait behind a visitor's page.
    const documents = await withPriority(priority.background, () => readSearchDocuments(site, cms));
    indexes = { en: createSearchIndex(documents.en), sw: createSearchIndex(documents.sw) };
    builtAt = Date.now();
    log.info(
      { documents: { en: documents.en.length, sw: documents.sw.length }, ms: builtAt - started },
      'search index built',
    );
  }

  // One build at a time; a change during a build asks for one more after it.
  function rebuild(): Promise<void> {
    if (building) {
      again = true;
      return building;
    }
    building = build()
      .catch((error: unknown) => log.warn({ err: error }, 'search index build failed; the old one answers'))
      .finally(() => {
        building = null;
        if (again) {
          again = false;
          void rebuild();
        }
      });
    return building;
  }

  return {
    async search(query, locale, limit) {
      if (!indexes) await rebuild();
      if (!indexes) throw new Error('no search index');
      const { total, hits } = indexes[locale].search(query, limit);
      return { query, locale, total, results: hits };
    },
    rebuildSoon() {
      clearTimeout(timer);
      timer = setTimeout(() => void rebuild(), debounceMs);
      timer.unref();
    },
    rebuild,
    stats: () => {
      const built = indexes;
      if (!built) return null;
      const perLocale = (read: (index: SearchIndex) => number) =>
        Object.fromEntries(locales.map((l) => [l, read(built[l])])) as Record<Locale, number>;
      return {
        documents: perLocale((index) => index.documents),
        bytes: perLocale((index) => index.bytes()),
        builtAt,
      };
    },
    close: () => clearTimeout(timer),
  };
}
