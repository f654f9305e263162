import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { countedCms } from '../testing/counted-cms';

import { useLoadedQuery } from './loaded-query';
import { siteSnapshot, type SiteStore } from './site-store';
import { makeTestStore, testPage } from './test-store';

const { server, seen } = countedCms();

const args = { name: 'internet', locale: 'en' } as const;
const within = (store: SiteStore) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };
const usePage = () => useLoadedQuery(testPage, args);

describe('useLoadedQuery', () => {
  it('reads what no loader read, and shows it', async () => {
    const { result } = renderHook(usePage, { wrapper: within(makeTestStore()) });
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'Internet bundles' }));
    expect(seen.requests).toBe(1);
  });

  it('never asks again for a read that failed on the server; the retry does', async () => {
    server.use(http.get('*/api/internet', () => HttpResponse.json({}, { status: 500 })));
    const failed = makeTestStore();
    const read = failed.dispatch(testPage.initiate(args));
    await read;
    read.unsubscribe();
    const store = makeTestStore(JSON.parse(JSON.stringify(siteSnapshot(failed.getState()))));
    seen.requests = 0;
    server.resetHandlers();
    const { result } = renderHook(usePage, { wrapper: within(store) });
    expect(result.current.isError).toBe(true);
    expect(seen.requests).toBe(0);
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.data).toMatchObject({ title: 'Internet bundles' }));
    expect(result.current.isError).toBe(false);
    expect(seen.requests).toBe(1);
  });
});
