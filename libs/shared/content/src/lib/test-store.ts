import type { PageContent } from '../types/content';
import { contentApi, type SiteSnapshot } from './content-api';
import { pageQuery, type PageArgs } from './page-query';
import { createSiteStore, hydrateSite, siteSnapshot } from './site-store';

/** A page endpoint as a domain builds one, for this library's specs. */
export const testPage = contentApi.injectEndpoints({
  endpoints: (build) => ({ getTestPage: build.query<PageContent, PageArgs>(pageQuery) }),
}).endpoints.getTestPage;

/** The site's store against the mocked CMS, started from a server's snapshot when given one. */
export function makeTestStore(snapshot?: SiteSnapshot) {
  const store = createSiteStore({
    cms: { apiUrl: `${globalThis.location?.origin ?? 'http://127.0.0.1'}/api` },
  });
  if (snapshot) hydrateSite(store, snapshot);
  return store;
}

/** A server render's read of a page, as the browser gets it (through JSON); `served`: the blocks it served for good. */
export async function serverSnapshot(args: PageArgs, served?: ReadonlySet<string>): Promise<SiteSnapshot> {
  const store = makeTestStore();
  const read = store.dispatch(testPage.initiate(args));
  await read;
  read.unsubscribe();
  return JSON.parse(JSON.stringify(siteSnapshot(store.getState(), served))) as SiteSnapshot;
}
