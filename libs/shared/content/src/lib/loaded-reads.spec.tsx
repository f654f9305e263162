import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { cmsHandlers } from '../testing';
import { useRead } from './loaded-reads';
import { contentSnapshot, createSiteStore, readKey, type SiteStore } from './site-store';
import { SiteStoreProvider } from './store-hooks';
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
const within = (store: SiteStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <SiteStoreProvider value={store}>{children}</SiteStoreProvider>;
  };

describe('useRead', () => {
  it('reads what no loader read, and shows it', async () => {
    const store = makeTestStore();
    const { result } = renderHook(() => useRead('getPage', args), { wrapper: within(store) });
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'Internet bundles' }));
    expect(requests).toBe(1);
  });

  it('never asks again for a read that failed; the retry does', async () => {
    server.use(http.get('*/api/internet', () => HttpResponse.json({}, { status: 500 })));
    const failed = makeTestStore();
    await failed.read('getPage', args);
    const store = makeTestStore(JSON.parse(JSON.stringify(contentSnapshot(failed.getState()))));
    requests = 0;
    server.resetHandlers();
    const { result } = renderHook(() => useRead('getPage', args), { wrapper: within(store) });
    expect(result.current.isError).toBe(true);
    expect(requests).toBe(0);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'Internet bundles' }));
    expect(result.current.isError).toBe(false);
    expect(requests).toBe(1);
  });

  it('keeps its read while shown, lets it go when gone, and reads nothing for null arguments', async () => {
    const loaded = makeTestStore();
    await loaded.read('getPage', args);
    const snapshot = JSON.parse(JSON.stringify(contentSnapshot(loaded.getState())));
    requests = 0;
    vi.useFakeTimers();
    try {
      const store = createSiteStore({
        cms: { apiUrl: 'http://127.0.0.1/api' },
        collections: {},
        keepUnusedForMs: 1000,
      });
      store.restore(snapshot);
      const key = readKey('getPage', args);
      renderHook(() => useRead('getPage', null), { wrapper: within(store) });
      const { result, unmount } = renderHook(() => useRead('getPage', args), { wrapper: within(store) });
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current.data).toMatchObject({ title: 'Internet bundles' });
      unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(store.getState()[key]).toBeUndefined();
      expect(Object.keys(store.getState())).toEqual([]);
      expect(requests).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
