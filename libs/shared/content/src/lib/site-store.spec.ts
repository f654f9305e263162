import { setupServer } from 'msw/node';
import { cmsHandlers } from '../testing';
import { contentApi } from './content-api';
import { contentSnapshot, type SiteStore } from './site-store';
import { makeTestStore } from './test-store';

const server = setupServer(...cmsHandlers({ internet: { en: { title: 'Internet bundles' } } }));
let requests = 0;
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  requests = 0;
  server.events.on('request:start', () => void (requests += 1));
});
afterEach(() => {
  server.resetHandlers();
  server.events.removeAllListeners();
});
afterAll(() => server.close());

const args = { name: 'internet', locale: 'en' } as const;

/** A server render's reads, as the browser gets them. */
async function serverSnapshot() {
  const store = makeTestStore();
  await store.dispatch(contentApi.endpoints.getPage.initiate(args));
  requests = 0;
  return JSON.parse(JSON.stringify(contentSnapshot(store.getState()))) as ReturnType<typeof contentSnapshot>;
}

describe('restoreContent: a store started from a server render', () => {
  it('serves the server’s reads without asking the CMS again', async () => {
    const store: SiteStore = makeTestStore(await serverSnapshot());
    const result = await store.dispatch(contentApi.endpoints.getPage.initiate(args));
    expect(result.data).toMatchObject({ title: 'Internet bundles' });
    expect(requests).toBe(0);
  });

  // Immer deep-freezes (walks) whatever is put into the state unless it is frozen at its root; in
  // production nothing else walks it (the development checks do, so reads cannot be counted here).
  it('takes each read as it is: its data is neither copied nor walked to be frozen', async () => {
    const snapshot = await serverSnapshot();
    const [key, entry] = Object.entries(snapshot.queries)[0] as [string, { data: object }];
    const store = makeTestStore(snapshot);
    const stored = store.getState().content.queries[key];
    expect(stored?.data).toBe(entry.data);
    expect(Object.isFrozen(entry.data)).toBe(false);
    expect(contentApi.endpoints.getPage.select(args)(store.getState()).data).toMatchObject({
      title: 'Internet bundles',
    });
  });
});
