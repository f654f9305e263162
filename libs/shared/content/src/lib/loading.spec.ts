import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { pageBody } from '../testing';

import { selectPageLoading } from './loading';
import { makeTestStore, testPage } from './test-store';

let release: (() => void) | undefined;
const server = setupServer(
  http.get('*/api/slow', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return HttpResponse.json(pageBody({ title: 'Slow' }));
  }),
  http.get('*/api/broken', async () => {
    await new Promise<void>((resolve) => (release = resolve));
    return HttpResponse.json({}, { status: 500 });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());

describe('selectPageLoading', () => {
  it.each([
    ['success', 'slow'],
    ['failure', 'broken'],
  ])('is true while a page fetch is pending and false after %s', async (_, name) => {
    release = undefined;
    const store = makeTestStore();
    expect(selectPageLoading(store.getState())).toBe(false);
    const request = store.dispatch(testPage.initiate({ name, locale: 'en' }));
    await vi.waitFor(() => expect(release).toBeDefined());
    expect(selectPageLoading(store.getState())).toBe(true);
    (release as (() => void) | undefined)?.();
    await request;
    request.unsubscribe();
    expect(selectPageLoading(store.getState())).toBe(false);
  });
});
