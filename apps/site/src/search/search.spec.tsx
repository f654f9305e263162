import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import type { SearchAnswer } from '@site/shared-server-contract';
import { createCmsServer } from '../testing/cms-server';
import { renderApp } from '../testing/render-app';

const server = createCmsServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const answer = (query: string, locale: 'en' | 'sw', total = 2): SearchAnswer => ({
  query,
  locale,
  total,
  results: Array.from({ length: Math.min(total, 2) }, (_, index) => ({
    title: index === 0 ? 'Songesha' : 'M-Pesa',
    url: `${locale === 'sw' ? '/sw' : ''}${index === 0 ? '/songesha' : '/mpesa'}`,
    kind: 'page' as const,
    excerpt: ['<b>Short</b> of cash? ', 'Songesha', ' it: dial *150*00#.'],
  })),
});

/** The server's `/_search`, answering `answer` for any query (and recording what was asked). */
function searchAnswers(status = 200, total = 2) {
  const asked: URLSearchParams[] = [];
  server.use(
    http.get('*/_search', ({ request }) => {
      const params = new URL(request.url).searchParams;
      asked.push(params);
      if (status !== 200) return HttpResponse.json({ error: { status } }, { status });
      return HttpResponse.json(answer(params.get('q') ?? '', params.get('locale') as 'en' | 'sw', total));
    }),
  );
  return asked;
}

describe('search page', () => {
  it('shows the count, the results as links and the matches marked, with content as text', async () => {
    const asked = searchAnswers();
    renderApp('/search?q=Songesha');
    expect(await screen.findByRole('status')).toHaveTextContent('2 results for “Songesha”');
    const main = screen.getByRole('main');
    expect(within(main).getByRole('heading', { level: 1, name: 'Search' })).toBeInTheDocument();
    expect(within(main).getByRole('link', { name: 'Songesha' })).toHaveAttribute('href', '/songesha');
    expect(within(main).getAllByText('Songesha', { selector: 'mark' })).toHaveLength(2);
    expect(within(main).queryByText('Short', { selector: 'b' })).toBeNull();
    expect(main).toHaveTextContent('<b>Short</b> of cash?');
    expect(within(main).getByRole('searchbox')).toHaveValue('Songesha');
    expect(asked[0]?.get('locale')).toBe('en');
  });

  it('speaks Swahili under /sw and links the Swahili pages', async () => {
    const asked = searchAnswers();
    renderApp('/sw/search?q=mkopo');
    expect(await screen.findByRole('status')).toHaveTextContent('Matokeo 2 ya “mkopo”');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Songesha' })).toHaveAttribute(
      'href',
      '/sw/songesha',
    );
    expect(asked[0]?.get('locale')).toBe('sw');
  });

  it('helps when nothing matched', async () => {
    searchAnswers(200, 0);
    renderApp('/search?q=zzqx');
    expect(await screen.findByRole('status')).toHaveTextContent('No results for “zzqx”');
    expect(screen.getByRole('heading', { name: 'Nothing matched' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ask our customer service' })).toHaveAttribute(
      'href',
      '/customer-service',
    );
  });

  it('says why when the server refuses the query or search is down', async () => {
    searchAnswers(400);
    const { unmount } = renderApp('/search?q=too-long');
    expect(await screen.findByRole('status')).toHaveTextContent('at most 100 characters');
    unmount();
    searchAnswers(503);
    renderApp('/search?q=pesa');
    expect(await screen.findByRole('status')).toHaveTextContent('not available right now');
  });

  it('invites a search, without asking the server, when there is no query', async () => {
    const asked = searchAnswers();
    renderApp('/search');
    expect(await screen.findByText(/USSD code such as \*150\*00#/)).toBeInTheDocument();
    expect(asked).toHaveLength(0);
  });
});

describe('header search dialog', () => {
  it('opens from the header, shows the first results as you type, and gives focus back on Escape', async () => {
    const asked = searchAnswers(200, 7);
    const user = userEvent.setup();
    renderApp('/search');
    const banner = await screen.findByRole('banner');
    const trigger = within(banner).getByRole('link', { name: 'Search' });
    await user.click(trigger);
    const dialog = await screen.findByRole('dialog', { name: 'Search the site' });
    const field = within(dialog).getByRole('searchbox');
    await waitFor(() => expect(field).toHaveFocus());
    await user.type(field, 'Songesha');
    await waitFor(() =>
      expect(within(dialog).getByRole('status')).toHaveTextContent('7 results for “Songesha”'),
    );
    expect(within(dialog).getByRole('link', { name: 'See all 7 results' })).toHaveAttribute(
      'href',
      '/search?q=Songesha',
    );
    expect(asked.at(-1)?.get('limit')).toBe('5');
    // One request for the word, not one per letter.
    expect(asked.length).toBeLessThanOrEqual(2);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(trigger).toHaveFocus();
  });

  it('is a plain link to the search page until the app runs', async () => {
    searchAnswers();
    renderApp('/sw/search');
    const banner = await screen.findByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Tafuta' })).toHaveAttribute('href', '/sw/search');
    expect(within(screen.getByRole('main')).getByRole('search')).toHaveAttribute('action', '/sw/search');
  });
});
