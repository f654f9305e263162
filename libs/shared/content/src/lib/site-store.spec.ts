import { http, HttpResponse } from 'msw';
import { pageBody } from '../testing';
import { createSiteStore, readKey, selectRead, type ContentSnapshot, type ReadEntry } from './site-store';
import { countedCms } from '../testing/counted-cms';
import { makeTestStore, serverSnapshot } from './test-store';

const { server, seen } = countedCms();
afterEach(() => vi.useRealTimers());

const args = { name: 'internet', locale: 'en' } as const;

/** A server render's reads, as the browser gets them; the requests counted from here. */
async function serverReads(): Promise<ContentSnapshot> {
  const snapshot = await serverSnapshot(args);
  seen.requests = 0;
  return snapshot;
}

describe('the site store', () => {
  it('serves the server’s reads without asking the CMS again', async () => {
    const store = makeTestStore(await serverReads());
    const result = await store.read('getPage', args);
    expect(result.data).toMatchObject({ title: 'Internet bundles' });
    expect(seen.requests).toBe(0);
  });

  it('shares a read that is out, and answers a done one from the store', async () => {
    const store = makeTestStore();
    const [first, second] = await Promise.all([store.read('getPage', args), store.read('getPage', args)]);
    await store.read('getPage', args);
    expect(seen.requests).toBe(1);
    expect(second).toBe(first);
  });

  it('marks a read pending, then failed, and asks again when asked again', async () => {
    server.use(http.get('*/api/internet', () => HttpResponse.json({}, { status: 500 })));
    const settled: ReadEntry[] = [];
    const store = createSiteStore({
      cms: { apiUrl: 'http://127.0.0.1/api' },
      collections: {},
      onSettled: (_, entry) => settled.push(entry),
    });
    const reading = store.read('getPage', args);
    expect(selectRead(store.getState(), 'getPage', args)?.status).toBe('pending');
    await reading;
    expect(selectRead(store.getState(), 'getPage', args)).toMatchObject({
      status: 'rejected',
      error: { status: 500 },
    });
    server.resetHandlers();
    await store.read('getPage', args);
    expect(seen.requests).toBe(2);
    expect(settled.map((entry) => entry.status)).toEqual(['rejected', 'fulfilled']);
  });

  it('re-reads a done read when forced (a retry)', async () => {
    const store = makeTestStore();
    await store.read('getPage', args);
    server.use(http.get('*/api/internet', () => HttpResponse.json(pageBody({ title: 'Edited' }))));
    const result = await store.read('getPage', args, { force: true });
    expect(result.data).toMatchObject({ title: 'Edited' });
    expect(seen.requests).toBe(2);
  });

  it('keys a read by its arguments, whatever their order, undefined ones aside', () => {
    expect(readKey('getPage', { locale: 'en', name: 'mpesa', depth: undefined })).toBe(
      readKey('getPage', { name: 'mpesa', locale: 'en' }),
    );
    expect(readKey('getPage', { name: 'mpesa', locale: 'en', depth: 3 })).not.toBe(
      readKey('getPage', { name: 'mpesa', locale: 'en' }),
    );
  });

  it('forgets a read nothing holds once its time is up, and keeps one that is held', async () => {
    const snapshot = await serverReads();
    vi.useFakeTimers();
    const store = makeTestStore(snapshot, { keepUnusedForMs: 1000 });
    const key = readKey('getPage', args);
    const release = store.hold(key);
    vi.advanceTimersByTime(5000);
    expect(store.getState()[key]?.status).toBe('fulfilled');
    release();
    vi.advanceTimersByTime(999);
    expect(store.getState()[key]).toBeDefined();
    vi.advanceTimersByTime(1);
    expect(store.getState()[key]).toBeUndefined();
  });

  it('tells its subscribers of every change', async () => {
    const store = makeTestStore();
    const statuses: string[] = [];
    const stop = store.subscribe(() =>
      statuses.push(store.getState()[readKey('getPage', args)]?.status ?? 'none'),
    );
    await store.read('getPage', args);
    stop();
    await store.read('getPage', { name: 'internet', locale: 'en', depth: 3 });
    expect(statuses).toEqual(['pending', 'fulfilled']);
  });
});
