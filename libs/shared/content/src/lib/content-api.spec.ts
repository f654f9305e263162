import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { cmsHandlers, pageBody } from '../testing';
import { serveDuringTests } from '../testing/serve-during-tests';
import type { PageArgs } from './page-query';
import { makeTestStore, serverSnapshot, testPage } from './test-store';

const server = setupServer(
  ...cmsHandlers({
    internet: { en: { title: 'Internet bundles' }, sw: { title: 'Vifurushi vya intaneti' } },
    roaming: { en: { title: 'Roaming' } },
  }),
);
const requests = serveDuringTests(server);
afterEach(() => vi.useRealTimers());

type Store = ReturnType<typeof makeTestStore>;
/** One page read as a loader makes it: started, awaited, its subscription let go. */
async function readPage(store: Store, args: PageArgs, options: { forceRefetch?: boolean } = {}) {
  const read = store.dispatch(testPage.initiate(args, options));
  const result = await read;
  read.unsubscribe();
  return result;
}

describe('the content API: pages and the sidebar', () => {
  it('sends locale and populate=deep,10 with credentials, and reads the page', async () => {
    const result = await readPage(makeTestStore(), { name: 'internet', locale: 'sw' });
    expect(result.data).toMatchObject({ title: 'Vifurushi vya intaneti', locale: 'sw' });
    expect(requests[0]?.pathname).toBe('/api/internet');
    expect(Object.fromEntries(requests[0]!.searchParams)).toEqual({ locale: 'sw', populate: 'deep,10' });
  });

  it('asks the business pages with depth 3', async () => {
    await readPage(makeTestStore(), { name: 'internet', locale: 'en', depth: 3 });
    expect(requests[0]?.searchParams.get('populate')).toBe('deep,3');
  });

  it('falls back to English when the Swahili entry is missing (404)', async () => {
    const result = await readPage(makeTestStore(), { name: 'roaming', locale: 'sw' });
    expect(result.data).toMatchObject({ title: 'Roaming', locale: 'en' });
    expect(requests.map((url) => url.searchParams.get('locale'))).toEqual(['sw', 'en']);
  });

  it('turns a malformed answer, and one that is not JSON, into an error state', async () => {
    server.use(http.get('*/api/voice', () => HttpResponse.json({ data: { blocks: 'nope' } })));
    const malformed = await readPage(makeTestStore(), { name: 'voice', locale: 'en' });
    expect(malformed.data).toBeUndefined();
    expect(malformed.error).toMatchObject({ status: 'PARSING_ERROR' });
    server.use(
      http.get(
        '*/api/voice',
        () => new HttpResponse('<html>oops', { headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    expect((await readPage(makeTestStore(), { name: 'voice', locale: 'en' })).error).toMatchObject({
      status: 'PARSING_ERROR',
    });
  });

  it('drops a block that misses required fields but keeps the rest of the page', async () => {
    server.use(
      http.get('*/api/voice', () =>
        HttpResponse.json({
          data: {
            title: 'Voice',
            blocks: [{ __component: 'blocks.hero' }, { __component: 'blocks.hero', title: 'Talk more' }],
          },
        }),
      ),
    );
    const result = await readPage(makeTestStore(), { name: 'voice', locale: 'en' });
    expect(result.data?.blocks).toEqual([{ __component: 'blocks.hero', title: 'Talk more' }]);
  });
});

describe('the content API in the site store', () => {
  const args = { name: 'internet', locale: 'en' } as const;

  it('serves a server render’s reads without asking the CMS again', async () => {
    const store = makeTestStore(await serverSnapshot(args));
    requests.length = 0;
    const result = await readPage(store, args);
    expect(result.data).toMatchObject({ title: 'Internet bundles' });
    expect(requests).toHaveLength(0);
  });

  it('shares a read that is out, and answers a done one from the cache', async () => {
    const store = makeTestStore();
    await Promise.all([readPage(store, args), readPage(store, args)]);
    await readPage(store, args);
    expect(requests).toHaveLength(1);
  });

  it('re-reads a done read when forced (a retry)', async () => {
    const store = makeTestStore();
    await readPage(store, args);
    server.use(http.get('*/api/internet', () => HttpResponse.json(pageBody({ title: 'Edited' }))));
    const result = await readPage(store, args, { forceRefetch: true });
    expect(result.data).toMatchObject({ title: 'Edited' });
    expect(requests).toHaveLength(2);
  });

  it('drops a read nothing shows after 300 s, and keeps one that is shown', async () => {
    const snapshot = await serverSnapshot(args);
    vi.useFakeTimers();
    const store = makeTestStore(snapshot);
    const select = testPage.select(args);
    const shown = store.dispatch(testPage.initiate(args));
    await vi.advanceTimersByTimeAsync(600_000);
    expect(select(store.getState()).status).toBe('fulfilled');
    shown.unsubscribe();
    await vi.advanceTimersByTimeAsync(299_000);
    expect(select(store.getState()).status).toBe('fulfilled');
    await vi.advanceTimersByTimeAsync(1_000);
    expect(select(store.getState()).status).toBe('uninitialized');
  });
});
