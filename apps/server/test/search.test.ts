import type { SiteModule } from '@site/shared-server-contract';
import escapeHtml from 'escape-html';
import { createHmac } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

const signed = (secret: string, body: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

const localeOf = (request: IncomingMessage) =>
  new URL(request.url ?? '/', 'http://x').searchParams.get('locale') === 'sw' ? 'sw' : 'en';

/** The CMS's M-Pesa page and one news article, in both languages (the Swahili article is missing). */
const content = {
  en: 'Songesha covers the difference when your balance is short. Check your limit on *150*00#.',
  sw: 'Songesha ni mkopo wa muda mfupi. Angalia kikomo chako kwa *150*00#.',
};

/** The fake site, with a search page that prints what the server's search gave it (escaped). */
function searchingSite(): SiteModule {
  const { site } = fakeSite();
  return {
    ...site,
    detailCollections: () => [
      {
        collection: 'news-updates',
        spec: { path: '/news-updates', detailPath: '/news-event', sort: 'publishDate:desc', pageSize: 9 },
      },
    ],
    async render(request) {
      const url = new URL(request.url, 'http://x');
      if (!url.pathname.endsWith('/search') || !request.search) return site.render(request);
      const outcome = await request.search(url.searchParams.get('q') ?? '');
      const body =
        outcome.status === 200
          ? outcome.answer.results.map(
              (hit) => `<a href="${hit.url}">${escapeHtml(hit.excerpt.join('|'))}</a>`,
            )
          : [`refused ${outcome.status}`];
      return {
        kind: 'page',
        status: outcome.status,
        lang: url.pathname.startsWith('/sw') ? 'sw' : 'en',
        head: '<title>Search</title>',
        html: `<main>${body.join('')}</main>`,
        payload: '',
        modules: [],
        tags: [],
        complete: true,
        paging: null,
      };
    },
  };
}

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;
let extra = '';

async function start(env: Record<string, string> = {}) {
  cms = await fakeCms({
    '/api/mpesa': (request) => ({
      status: 200,
      body: {
        data: {
          title: 'M-Pesa',
          blocks: [{ __component: 'blocks.hero', text: content[localeOf(request)] + extra }],
        },
      },
    }),
    '/api/news-updates': (request) => ({
      status: 200,
      body: {
        data:
          localeOf(request) === 'en'
            ? [
                {
                  documentId: 'n1',
                  slug: 'new-app',
                  title: 'A new M-Pesa app',
                  body: '## New\n\nFaster payments.',
                },
              ]
            : [],
        meta: { pagination: { pageCount: 1 } },
      },
    }),
  });
  server = await startServer(searchingSite(), cms.url, { SEARCH_REBUILD_DELAY_MS: '20', ...env });
}

afterEach(async () => {
  extra = '';
  await server.app.close();
  await cms.close();
});

const search = async (query: string) => {
  const response = await fetch(`${server.url}/_search${query}`);
  return { status: response.status, body: (await response.json()) as Record<string, unknown>, response };
};

describe('the search answer (/_search)', () => {
  beforeEach(() => start());

  it('finds a page by name in English, with its excerpt and a small answer', async () => {
    const { status, body, response } = await search('?q=Songesha');
    expect(status).toBe(200);
    expect(body['total']).toBe(1);
    const [hit] = body['results'] as { url: string; title: string; kind: string; excerpt: string[] }[];
    expect(hit).toMatchObject({ url: '/mpesa', title: 'M-Pesa', kind: 'page' });
    expect(hit?.excerpt[1]).toBe('Songesha');
    expect(response.headers.get('cache-control')).toContain('s-maxage');
    expect(Number(response.headers.get('content-length'))).toBeLessThan(2048);
  });

  it('finds a USSD code as typed (encoded or not), and Swahili pages by a Swahili word', async () => {
    for (const q of ['*150*00%23', '%2A150%2A00%23']) expect((await search(`?q=${q}`)).body['total']).toBe(1);
    const { body } = await search('?q=mkopo&locale=sw');
    expect((body['results'] as { url: string }[]).map((hit) => hit.url)).toEqual(['/sw/mpesa']);
  });

  it('indexes articles at their pages, and a missing Swahili article in English', async () => {
    const en = await search('?q=payments');
    expect((en.body['results'] as { url: string; kind: string }[])[0]).toMatchObject({
      url: '/news-event/n1/new-app',
      kind: 'article',
    });
    const sw = await search('?q=payments&locale=sw');
    expect((sw.body['results'] as { url: string }[])[0]?.url).toBe('/sw/news-event/n1/new-app');
  });

  it('refuses bad input with a 400 and a reason, answers odd but valid input, never a 500', async () => {
    const refused = [
      '',
      '?q=',
      '?q=%20%20',
      `?q=${'a'.repeat(101)}`,
      '?q=a&q=b',
      '?q[]=a',
      '?q[$ne]=a',
      '?q=a&locale=fr',
      '?q=a&locale=en&locale=sw',
      '?q=a&limit=0',
      '?q=a&limit=21',
      '?q=a&limit=1e1',
      '?q=a&limit=-1',
      '?q=a&populate=*',
      '?q=a&__proto__=x',
    ];
    for (const query of refused) {
      const { status, body } = await search(query);
      expect({ query, status }).toEqual({ query, status: 400 });
      expect((body['error'] as { message: string }).message).toMatch(/^[\w ,.-]+$/);
    }
    const odd = [
      `?q=${'é'.repeat(100)}`,
      `?q=${encodeURIComponent('😀'.repeat(100))}`,
      '?q=%ED%A0%80',
      '?q=%',
      '?q=%00songesha',
      '?q=%E2%80%AEsongesha',
      `?q=${encodeURIComponent('<script>alert(1)</script>')}`,
      `?q=${encodeURIComponent('" OR 1=1 --')}`,
      `?q=${encodeURIComponent('songesha '.repeat(11).trim())}`,
      '?q=%2525%2532',
      '?q=constructor',
      '?q=__proto__',
    ];
    for (const query of odd)
      expect({ query, status: (await search(query)).status }).toEqual({ query, status: 200 });
    expect((await fetch(`${server.url}/_search?q=${'a'.repeat(3000)}`)).status).toBe(414);
  });

  // How often it rebuilds for a burst of changes: search-service.test.ts, on a clock of its own.
  it('rebuilds after a signed content change', async () => {
    expect((await search('?q=Tigo')).body['total']).toBe(0);
    extra = ' Now also from Tigo.';
    const body = JSON.stringify({ event: 'entry.publish', api: 'mpesa', documentId: 'abc' });
    for (let i = 0; i < 3; i += 1)
      await fetch(`${server.url}/_hooks/content`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          'X-Content-Signature': signed(server.config.webhookSecret, body),
        },
        body,
      });
    await expect.poll(async () => (await search('?q=Tigo')).body['total'], { timeout: 5000 }).toBe(1);
  });
});

describe('the search page (/search, /sw/search)', () => {
  beforeEach(() => start());

  it('renders results into the page for its language, never from the page cache', async () => {
    const en = await fetch(`${server.url}/search?q=Songesha`);
    expect(en.status).toBe(200);
    expect(en.headers.get('content-type')).toContain('text/html');
    expect(en.headers.get('x-cache')).toBeNull();
    expect(await en.text()).toMatch(/<a href="\/mpesa">[^<]*\|Songesha\|/);
    const sw = await fetch(`${server.url}/sw/search?q=mkopo`);
    expect(await sw.text()).toContain('href="/sw/mpesa"');
    expect(await (await fetch(`${server.url}/search?q=Tigo`)).text()).not.toContain('href="/mpesa"');
  });

  it('answers a query too long with the page and a 400, and keeps the content of the query as text', async () => {
    const long = await fetch(`${server.url}/search?q=${'a'.repeat(101)}`);
    expect(long.status).toBe(400);
    expect(await long.text()).toContain('refused 400');
    const hostile = await fetch(
      `${server.url}/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>')}&q=2`,
    );
    expect(hostile.status).toBe(200);
  });
});

describe('search limits and failures', () => {
  it('spends the visitor’s budget of uncached work on each search (429 with Retry-After)', async () => {
    await start({ UNCACHED_RATE_LIMIT: '3' });
    const statuses = [];
    for (let i = 0; i < 4; i += 1) statuses.push((await search('?q=pesa')).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });

  it('answers 503, not 500, while the CMS cannot give the content to index', async () => {
    await start();
    await cms.close();
    const { status, response } = await search('?q=pesa');
    expect(status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('10');
    expect((await fetch(`${server.url}/search?q=pesa`)).status).toBe(503);
  });
});
