import type { PageArgs } from './content-reads';
import { contentSnapshot, createSiteStore, type ContentSnapshot } from './site-store';

/** The site's store against the mocked CMS, with the collections this library's specs read. */
export function makeTestStore(
  snapshot?: ContentSnapshot,
  { keepUnusedForMs }: { keepUnusedForMs?: number } = {},
) {
  const store = createSiteStore({
    ...(keepUnusedForMs ? { keepUnusedForMs } : {}),
    cms: { apiUrl: `${globalThis.location?.origin ?? 'http://127.0.0.1'}/api` },
    collections: {
      'news-updates': { path: '/news-updates', pageSize: 9, sort: 'publishDate:desc' },
      'sport-updates': {
        path: '/sport-updates',
        pageSize: 20,
        sort: 'publishDate:desc',
        detailPath: '/sport-news',
      },
      'foundation-updates': { path: '/foundation-updates', pageSize: 30, sort: 'publishDate:desc' },
    },
  });
  if (snapshot) store.restore(snapshot);
  return store;
}

/** A server render's read of a page, as the browser gets it (through JSON). */
export async function serverSnapshot(args: PageArgs): Promise<ContentSnapshot> {
  const store = makeTestStore();
  await store.read('getPage', args);
  return JSON.parse(JSON.stringify(contentSnapshot(store.getState()))) as ContentSnapshot;
}
