/* eslint-disable testing-library/no-node-access -- what is tested
   is the server's markup kept node for node through React's own hydration, not what a user queries */
import { ServedParts } from '@site/shared-blocks';
import { contentApi, hydrateSite, siteSnapshot, type SiteSnapshot } from '@site/shared-content';
import { loadMessages } from '@site/shared-i18n';
import { createNotificationStore } from '@site/shared-notifications';
import { testCmsApiUrl } from '@site/shared-testing';
import { forgetServedHtml } from '@site/shared-ui';
import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, Link } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SiteProviders } from '../app/app';
import { messageSources } from '../app/messages';
import { createAppStore } from '../app/store';
import { createCmsServer } from '../testing/cms-server';
import { Footer } from './footer';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
afterEach(() => {
  forgetServedHtml();
});

const newStore = () => createAppStore({ cms: { apiUrl: testCmsApiUrl() } });

/** The footer on a page at `path`, with a link to another page (the footer's switch follows it). */
function footerPage(store: ReturnType<typeof newStore>, serverState?: ReturnType<typeof store.getState>) {
  const element = (
    <>
      <Link to="/faq">FAQ</Link>
      <Footer />
    </>
  );
  const router = createMemoryRouter(
    [
      { path: '/mpesa', element },
      { path: '/faq', element },
    ],
    { initialEntries: ['/mpesa'] },
  );
  const page = (
    <SiteProviders
      store={store}
      serverState={serverState}
      notifications={createNotificationStore()}
      locale="en"
    >
      <RouterProvider router={router} />
    </SiteProviders>
  );
  return { page, router };
}

it('keeps the footer the server served: none of its content in the state, its HTML as sent, the switch React’s', async () => {
  await loadMessages(messageSources, 'en');
  const serverStore = newStore();
  await serverStore.dispatch(
    contentApi.endpoints.getSidebar.initiate({ locale: 'en' }, { subscribe: false }),
  );
  const served = new Set<string>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <ServedParts.Provider value={served}>{footerPage(serverStore).page}</ServedParts.Provider>,
  );
  expect([...served]).toEqual(['sidebar:en']);
  const snapshot = JSON.parse(JSON.stringify(siteSnapshot(serverStore.getState(), served))) as SiteSnapshot;
  expect(JSON.stringify(snapshot)).not.toContain('Customer service');
  document.body.append(container);
  const links = container.querySelector('[data-served="sidebar:en:links"]')?.innerHTML;
  expect(links).toContain('Customer service');

  const store = newStore();
  hydrateSite(store, snapshot);
  const { page, router } = footerPage(store, store.getState());
  const errors: unknown[] = [];
  await act(
    async () => void hydrateRoot(container, page, { onRecoverableError: (error) => errors.push(error) }),
  );
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-served="sidebar:en:links"]')?.innerHTML).toBe(links);
  const back = () => container.querySelector<HTMLInputElement>('footer input[type="hidden"]')?.value;
  expect(back()).toBe('/mpesa');
  await act(async () => router.navigate('/faq'));
  expect(back()).toBe('/faq');
  expect(container.querySelector('[data-served="sidebar:en:links"]')?.innerHTML).toBe(links);
});
