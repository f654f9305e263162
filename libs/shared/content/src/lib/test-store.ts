import { createSiteStore, type ContentSnapshot } from './site-store';

/** The site's store against the mocked CMS, with the collections this library's specs read. */
export function makeTestStore(snapshot?: ContentSnapshot) {
  const store = createSiteStore({
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
