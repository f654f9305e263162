import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { useRead } from './use-read';
import { contentSnapshot, readKey, type SiteStore } from './site-store';
import { SiteStoreProvider } from './store-hooks';
import { countedCms } from '../testing/counted-cms';
import { makeTestStore, serverSnapshot } from './test-store';

const { server, seen } = countedCms();

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
    expect(seen.requests).toBe(1);
  });

  it('never asks again for a read that failed; the retry does', async () => {
    server.use(http.get('*/api/internet', () => HttpResponse.json({}, { status: 500 })));
    const failed = makeTestStore();
    await failed.read('getPage', args);
    const store = makeTestStore(JSON.parse(JSON.stringify(contentSnapshot(failed.getState()))));
    seen.requests = 0;
    server.resetHandlers();
    const { result } = renderHook(() => useRead('getPage', args), { wrapper: within(store) });
    expect(result.current.isError).toBe(true);
    expect(seen.requests).toBe(0);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'Internet bundles' }));
    expect(result.current.isError).toBe(false);
    expect(seen.requests).toBe(1);
  });

  it('keeps its read while shown, lets it go when gone, and reads nothing for null arguments', async () => {
    const snapshot = await serverSnapshot(args);
    seen.requests = 0;
    vi.useFakeTimers();
    try {
      const store = makeTestStore(snapshot, { keepUnusedForMs: 1000 });
      const key = readKey('getPage', args);
      renderHook(() => useRead('getPage', null), { wrapper: within(store) });
      const { result, unmount } = renderHook(() => useRead('getPage', args), { wrapper: within(store) });
      act(() => vi.advanceTimersByTime(5000));
      expect(result.current.data).toMatchObject({ title: 'Internet bundles' });
      unmount();
      act(() => vi.advanceTimersByTime(1000));
      expect(store.getState()[key]).toBeUndefined();
      expect(Object.keys(store.getState())).toEqual([]);
      expect(seen.requests).toBe(0);
    } finally {
      vi.useRealTimers();
    }
  });
});
