import { contentApi, loadedQueryHook, readItem, readPage, type Article } from '@site/shared-content';
import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { domainCmsServer, renderDomainRoute } from '@site/shared-routing/testing';
import type { MessageSource } from '@site/shared-i18n';
import { firstScreenEnd } from '@site/shared-server-contract';
import { article, pageBody } from '@site/shared-testing';
import { act, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { articleRoute } from './article-page';
import type { BackLink } from './back-link';
import { ContentPage } from './content-page';
import { usePageArgs } from './page-args';
import { usePageBackground } from './use-page-background';

// A domain as the six are made: its endpoints, their hooks, its page modules reading through them.
const stories = { path: '/stories', pageSize: 9, sort: 'publishDate:desc', detailPath: '/story' };
const demoApi = contentApi.injectEndpoints({
  endpoints: (build) => ({
    getDemoPage: readPage(build),
    getDemoStory: readItem<Article>(build, stories),
  }),
});
const useGetDemoPageQuery = loadedQueryHook(demoApi.endpoints.getDemoPage);
const useGetDemoStoryQuery = loadedQueryHook(demoApi.endpoints.getDemoStory);

function PageWithBackground() {
  return (
    <main data-testid="main" style={{ backgroundColor: usePageBackground() }}>
      <ContentPage page={useGetDemoPageQuery(usePageArgs())} />
    </main>
  );
}

const back: BackLink = { href: '/plain', label: { id: 'demo.back' } };
const story = articleRoute(useGetDemoStoryQuery, back);

const manifest: Manifest = {
  domain: 'demo',
  label: 'demo.nav',
  pages: { coloured: {}, plain: {} },
  routes: [
    {
      path: '/coloured',
      name: 'coloured',
      label: 'demo.coloured',
      kind: 'page',
      meta: { isDynamic: true, requiresAuth: false },
    },
    {
      path: '/plain',
      name: 'plain',
      label: 'demo.plain',
      kind: 'page',
      meta: { isDynamic: true, requiresAuth: false },
    },
    {
      path: '/story/:id/:slug?',
      name: 'story',
      label: 'demo.story',
      kind: 'detail',
      detail: 'stories',
      meta: { isDynamic: true, invisible: true, requiresAuth: false },
    },
  ],
};
// The demo domain's own text: the story's way back.
const demoMessages: MessageSource = { en: { 'demo.back': 'Go Back' }, load: {} };
const demo = domainFromManifest({
  manifest,
  pageEndpoint: demoApi.endpoints.getDemoPage,
  pages: {
    page: async () => ({ default: PageWithBackground }),
    detail: {
      stories: {
        page: async () => ({ default: story.Page, ErrorBoundary: story.ErrorBoundary }),
        entry: demoApi.endpoints.getDemoStory,
      },
    },
  },
  collections: { stories },
});

const server = domainCmsServer(demo);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('page views', () => {
  it('take the CMS page background, and white again on a page without one', async () => {
    server.use(
      http.get('*/api/coloured', () =>
        HttpResponse.json(pageBody({ title: 'Coloured', backgroundColor: '#f4f4f4' })),
      ),
    );
    const { router } = renderDomainRoute(demo, '/coloured', 'en', demoMessages);
    await screen.findByRole('heading', { level: 1, name: 'Coloured' }, { timeout: 15_000 });
    expect(screen.getByTestId('main')).toHaveStyle({ backgroundColor: '#f4f4f4' });
    await act(() => router.navigate('/plain'));
    await screen.findByRole('heading', { level: 1, name: 'Page plain' }, { timeout: 15_000 });
    expect(screen.getByTestId('main')).toHaveStyle({ backgroundColor: '#ffffff' });
  });

  it('show an error with a retry when the page read failed', async () => {
    server.use(http.get('*/api/plain', () => HttpResponse.json({}, { status: 500 })));
    renderDomainRoute(demo, '/plain', 'en', demoMessages);
    // The page retries a failed read once when it mounts; either way it ends on the error and its retry.
    expect(
      await screen.findByRole(
        'button',
        { name: 'Try again' },
        {
          timeout: 15_000,
        },
      ),
    ).toBeInTheDocument();
  });

  it('show a story, and the way back to its list for an unknown one', async () => {
    server.use(
      http.get('*/api/stories/:id', ({ params }) =>
        params['id'] === 'art1'
          ? HttpResponse.json({ data: article(1), meta: {} })
          : HttpResponse.json({ data: null, error: { status: 404 } }, { status: 404 }),
      ),
    );
    const { router } = renderDomainRoute(demo, '/story/art1', 'en', demoMessages);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sport update 1' }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/story/art1/sport-update-1'));
    await act(() => router.navigate('/story/nope'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "We couldn't find that" }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back' })).toHaveAttribute('href', '/plain');
  });

  it('name a story\'s category in the visitor\'s language and mark an invented story "Sample"', async () => {
    server.use(
      http.get('*/api/stories/:id', ({ request }) => {
        const sw = new URL(request.url).searchParams.get('locale') === 'sw';
        const story = article(2, sw ? 'sw' : 'en', { category: 'press-release', sampleContent: true });
        return HttpResponse.json({ data: story, meta: {} });
      }),
    );
    renderDomainRoute(demo, '/story/art2', 'sw', demoMessages);
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toBeInTheDocument();
    expect(screen.getByText('Taarifa kwa vyombo vya habari')).toBeInTheDocument();
    expect(screen.getByText('Mfano')).toBeInTheDocument();
    expect(screen.queryByText('press-release')).not.toBeInTheDocument();
  });

  it("end a story's first screen after its header: the browser paints no half-parsed date line", async () => {
    server.use(http.get('*/api/stories/:id', () => HttpResponse.json({ data: article(3), meta: {} })));
    renderDomainRoute(demo, '/story/art3', 'en', demoMessages);
    const title = await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 });
    // Right after the header (its date line, title and summary), before the story's photo and body.
    /* eslint-disable testing-library/no-node-access -- the marker is hidden, with no role or text */
    const marker = document.getElementById(firstScreenEnd);
    expect(marker?.previousElementSibling).toContainElement(title);
    expect(marker?.nextElementSibling).not.toBeNull();
    /* eslint-enable testing-library/no-node-access */
  });
});
