import { sidebarBody } from '@site/shared-testing';
import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const sampleMode = () =>
  server.use(
    http.get('*/api/sidebar', ({ request }) => {
      const locale = new URL(request.url).searchParams.get('locale') === 'sw' ? 'sw' : 'en';
      return HttpResponse.json(sidebarBody(locale, { sampleContent: true }));
    }),
  );
const heading = (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });

describe('sample content notice (the CMS switch "sample content")', () => {
  it('says on the page, in a labelled landmark, that the site shows sample content', async () => {
    sampleMode();
    renderApp('/internet-overview');
    const notice = await screen.findByRole('complementary', { name: 'Sample content' }, { timeout: 15_000 });
    expect(within(notice).getByText(/This site shows sample content/)).toBeInTheDocument();
    expect(notice).not.toHaveAttribute('role', 'alert');
  });

  it('is in Swahili on Swahili pages', async () => {
    sampleMode();
    renderApp('/sw/internet-overview');
    const notice = await screen.findByRole(
      'complementary',
      { name: 'Maudhui ya mfano' },
      { timeout: 15_000 },
    );
    expect(within(notice).getByText(/Tovuti hii inaonyesha maudhui ya mfano/)).toBeInTheDocument();
  });

  it('shows on every page: it stays while the visitor moves on', async () => {
    sampleMode();
    const { router } = renderApp('/');
    await heading('Welcome home');
    await act(() => router.navigate('/internet-overview'));
    await heading('Internet bundles');
    expect(await screen.findByRole('complementary', { name: 'Sample content' })).toBeInTheDocument();
  });

  it('is absent while the switch is off', async () => {
    renderApp('/internet-overview');
    await heading('Internet bundles');
    // the sidebar has arrived: the footer shows its links
    const footer = await screen.findByRole('contentinfo');
    await within(footer).findByRole('link', { name: 'Customer service' }, { timeout: 15_000 });
    expect(screen.queryByRole('complementary', { name: 'Sample content' })).not.toBeInTheDocument();
  });
});
