/* eslint-disable testing-library/no-node-access -- what is tested is the server's markup kept node
   for node (the served parts and the disclosures they hold), not what a user queries */
import type { Block, ServedBlock } from '@site/shared-content';
import { forgetServedHtml } from '@site/shared-ui';
import { act } from '@testing-library/react';
import { Suspense } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, MemoryRouter, Route, Routes } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import type { BlockLoader, BlockProps, BlockRegistry } from './block-registry';
import { BlockRenderer } from './block-renderer';
import { RenderedModules, ServedParts } from './rendered-modules';

// ADR 0032 through the renderer: the server notes which blocks it served for good and announces only
// the other blocks' chunks; the browser, given only their places, keeps their HTML, loads none of
// their code, and a served FAQ still opens the question a navigation names.

/** A loader the server build would have tagged with its module. */
function loader(id: string, render: (props: BlockProps<never>) => React.ReactNode): BlockLoader {
  const load = vi.fn(async () => ({ default: render }));
  return Object.assign(load, { moduleId: id }) as unknown as BlockLoader;
}

const questions = [
  { slug: 'reset-pin', question: 'How do I reset my M-Pesa PIN?' },
  { slug: 'send-limit', question: 'How much can I send per day?' },
];

function registry(): BlockRegistry {
  return {
    'blocks.hero': {
      load: loader('hero', ({ block }: BlockProps<{ title: string } & Block>) => (
        <h1>
          {block.title} <a href="/mpesa">M-Pesa</a>
        </h1>
      )),
      serverOnly: true,
    },
    'blocks.faq-list': {
      load: loader('faq', () => (
        <div>
          {questions.map(({ slug, question }) => (
            <details key={slug} name="faq">
              <summary>
                <span id={slug}>{question}</span>
              </summary>
              <p>Dial *150*00#.</p>
            </details>
          ))}
        </div>
      )),
      serverOnly: true,
      onRoute: () => import('../blocks/faq-list/open-route-question'),
    },
    'blocks.carousel': {
      load: loader('carousel', () => <button type="button">Next slide</button>),
      eager: true,
    },
  };
}

const blocks = [
  { __component: 'blocks.hero', id: 1, title: 'Pay with M-Pesa' },
  { __component: 'blocks.faq-list', id: 2, items: [] },
  { __component: 'blocks.carousel', id: 3, slides: [] },
] as unknown as Block[];
const places: (Block | ServedBlock)[] = [
  { __component: 'blocks.hero', id: 1, served: true },
  { __component: 'blocks.faq-list', id: 2, served: true },
  blocks[2] as Block,
];

const path = '/faq/:item?';
const address = '/faq/reset-pin';
const blocksOf = (shown: (Block | ServedBlock)[], blockRegistry: BlockRegistry) => (
  <Suspense fallback={null}>
    <BlockRenderer blocks={shown} registry={blockRegistry} />
  </Suspense>
);

afterEach(() => {
  forgetServedHtml();
});

it('serves the blocks with nothing to act on for good, and the browser keeps them as served', async () => {
  // The server's blocks are loaded before its render, as the route's loader has them (a render that
  // started them; React's streaming renderer would leave the router's context set in this one realm).
  const server = registry();
  const serverPage = (
    <MemoryRouter initialEntries={[address]}>
      <Routes>
        <Route path={path} element={blocksOf(blocks, server)} />
      </Routes>
    </MemoryRouter>
  );
  renderToString(serverPage);
  await Promise.all(
    Object.values(server).map((entry) => entry && vi.mocked(entry.load).mock.results[0]?.value),
  );
  const modules = new Set<string>();
  const served = new Set<string>();
  const container = document.createElement('div');
  container.innerHTML = renderToString(
    <RenderedModules.Provider value={modules}>
      <ServedParts.Provider value={served}>{serverPage}</ServedParts.Provider>
    </RenderedModules.Provider>,
  );
  expect([...served]).toEqual(['blocks.hero:1', 'blocks.faq-list:2']);
  expect([...modules]).toEqual(['carousel']);

  document.body.append(container);
  const question = (slug: string) => container.querySelector(`#${slug}`)?.closest('details');
  expect(question('reset-pin')?.open).toBe(false);
  const kept = container.querySelector('[data-served="blocks.hero:1"]')?.innerHTML;

  const browser = registry();
  const router = createMemoryRouter([{ path, element: blocksOf(places, browser) }], {
    initialEntries: [address],
  });
  const errors: unknown[] = [];
  await act(
    async () =>
      void hydrateRoot(container, <RouterProvider router={router} />, {
        onRecoverableError: (error) => errors.push(error),
      }),
  );
  expect(errors).toEqual([]);
  expect(container.querySelector('[data-served="blocks.hero:1"]')?.innerHTML).toBe(kept);
  expect(container).toHaveTextContent('Pay with M-Pesa');
  expect(browser['blocks.hero']?.load).not.toHaveBeenCalled();
  expect(browser['blocks.faq-list']?.load).not.toHaveBeenCalled();
  expect(browser['blocks.carousel']?.load).toHaveBeenCalled();
  // Shown, the FAQ opens the question of its address; a navigation to another opens that one.
  await vi.waitFor(() => expect(question('reset-pin')?.open).toBe(true));
  await act(async () => router.navigate('/faq/send-limit'));
  await vi.waitFor(() => expect(question('send-limit')?.open).toBe(true));
  expect(browser['blocks.faq-list']?.load).not.toHaveBeenCalled();
});
