import { documentHtml } from '../src/document.ts';
import { liteDocument } from '../src/save-data.ts';
import { hostileBacks, postPlainForm, serverForFile, withBack } from './fixtures.ts';

// Save-Data (ADR 0030): the browser's `Save-Data: on`, or the visitor's own switch (a cookie, which
// outranks the header either way), gets each page without scripts and with its smallest images; the
// switch is a plain form, refused like the site's other plain forms when it is not the site's own.

const running = serverForFile({ WARM_CACHE: 'false' });

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${running.server.url}${path}`, { headers });
/** Scripts that run: structured data (`application/ld+json`) is not one. */
const runnable = (html: string) =>
  (html.match(/<script\b[^>]*>/g) ?? []).filter((tag) => !tag.includes('application/ld+json'));

describe('the lighter page', () => {
  const srcSet = '/_img/avif/320/a.jpg 320w, /_img/avif/640/a.jpg 640w, /_img/avif/960/a.jpg 900w';
  const document = documentHtml(
    {
      kind: 'page',
      status: 200,
      lang: 'sw',
      head: '<title>M-Pesa</title><script type="application/ld+json">{"@type":"Organization"}</script>',
      html:
        // As React writes them: `imageSrcSet`, `srcSet`.
        `<link rel="preload" as="image" imageSrcSet="${srcSet}" imageSizes="100vw" fetchPriority="high"/>` +
        `<main><picture><source type="image/avif" srcset="${srcSet}" sizes="100vw"/>` +
        `<img src="/_img/jpeg/800/a.jpg" srcSet="${srcSet.replaceAll('avif', 'jpeg')}" sizes="100vw" alt=""/></picture></main>`,
      payload: '<script type="application/json" id="site-state">{"a":"\\u003c/script>"}</script>',
      modules: [],
      tags: [],
      complete: true,
      paging: null,
    },
    {
      assets: { entry: '/assets/entry.js', preload: ['/assets/a.js'], css: ['/assets/site.css'] },
      inlineScript: 'void 0;',
    },
  );
  const lite = liteDocument(document);

  it('has no script that runs, and keeps the structured data', () => {
    expect(runnable(document)).toHaveLength(3);
    expect(runnable(lite)).toEqual([]);
    expect(lite).toContain('<script type="application/ld+json">{"@type":"Organization"}</script>');
    expect(lite).not.toContain('site-state');
  });

  it('offers each image and its preload at the smallest width only', () => {
    expect(lite).toContain('imageSrcSet="/_img/avif/320/a.jpg 320w"');
    expect(lite).toContain('<source type="image/avif" srcset="/_img/avif/320/a.jpg 320w"');
    expect(lite).toContain('srcSet="/_img/jpeg/320/a.jpg 320w"');
    expect(lite).not.toMatch(/\/(640|960)\//);
  });

  it('marks its root, so the footer shows the switch on', () => {
    expect(lite).toContain('<html lang="sw" data-save-data="">');
    expect(lite).toContain('<link rel="stylesheet" href="/assets/site.css" />');
  });
});

describe('which page a request gets', () => {
  it('sends the page as cached to a browser that asks nothing, varying by Save-Data', async () => {
    const response = await get('/mpesa');
    expect(runnable(await response.text())).not.toEqual([]);
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Save-Data');
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
  });

  it('sends the lighter page for Save-Data: on, with an ETag of its own and shared caching', async () => {
    const plain = await get('/mpesa');
    const response = await get('/mpesa', { 'Save-Data': 'On' });
    const html = await response.text();
    expect(runnable(html)).toEqual([]);
    expect(html).toContain('data-save-data=""');
    expect(html).toContain('<h1>/mpesa</h1>');
    expect(response.headers.get('vary')).toBe('Accept-Encoding, Save-Data');
    expect(response.headers.get('cache-control')).toMatch(/^public, /);
    const etag = response.headers.get('etag') ?? '';
    expect(etag).not.toBe(plain.headers.get('etag'));
    // The browser's copy of the full page is not the lighter one: it is sent again, not a 304.
    expect(
      (await get('/mpesa', { 'Save-Data': 'on', 'If-None-Match': plain.headers.get('etag') ?? '' })).status,
    ).toBe(200);
    expect((await get('/mpesa', { 'Save-Data': 'on', 'If-None-Match': etag })).status).toBe(304);
  });

  it.each([
    ['the switch on', 'site.save-data=on', {}, true],
    ['the switch on among other cookies', 'a=1; site.save-data=on; b=2', {}, true],
    ['the switch off, whatever the browser asks', 'site.save-data=off', { 'Save-Data': 'on' }, false],
  ])('follows %s, privately', async (_, cookie, headers, lite) => {
    const response = await get('/sw/mpesa', { Cookie: cookie, ...headers });
    expect(runnable(await response.text())).toHaveLength(lite ? 0 : 2);
    expect(response.headers.get('cache-control')).toBe('private, max-age=0');
  });

  it.each([
    ['Save-Data: off', { 'Save-Data': 'off' }],
    ['an unknown cookie value', { Cookie: 'site.save-data=maybe' }],
    ['a cookie of a similar name', { Cookie: 'xsite.save-data=on' }],
  ])('sends the full page for %s', async (_, headers) => {
    expect(runnable(await (await get('/mpesa', headers)).text())).not.toEqual([]);
  });

  it('sends a page answered for its address lighter too', async () => {
    const response = await get('/mpesa?amount=10000', { 'Save-Data': 'on' });
    const html = await response.text();
    expect(html).toContain('asked amount=10000');
    expect(runnable(html)).toEqual([]);
  });

  it('sends the not-found page lighter', async () => {
    const response = await get('/no-such-page', { Cookie: 'site.save-data=on' });
    expect(response.status).toBe(404);
    expect(runnable(await response.text())).toEqual([]);
  });
});

describe('the switch', () => {
  const post = (body: string, headers: Record<string, string> = {}) =>
    postPlainForm(running.server, '/save-data', body, headers);

  it.each([
    ['on', '/sw/mpesa', 'site.save-data=on; Path=/; Max-Age=31536000; SameSite=Lax'],
    ['off', '/', 'site.save-data=off; Path=/; Max-Age=31536000; SameSite=Lax'],
  ])('turns it %s and goes back to the page', async (mode, back, cookie) => {
    const response = await post(`back=${encodeURIComponent(back)}&mode=${mode}`, {
      Origin: running.server.url,
      'Sec-Fetch-Site': 'same-origin',
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(back);
    expect(response.headers.get('set-cookie')).toBe(cookie);
    expect(response.headers.get('cache-control')).toBe('no-store');
  });

  it.each([
    ['no mode', 'back=%2Fmpesa'],
    ['another mode', 'back=%2Fmpesa&mode=lite'],
    ['a repeated mode', 'back=%2Fmpesa&mode=on&mode=off'],
    ['unicode in the mode', 'back=%2Fmpesa&mode=%EF%BC%AF%EF%BD%8E'],
    ...hostileBacks.map(([name, back]) => [name, withBack(back, 'mode=on')]),
  ])('refuses %s (400), no cookie', async (_, body) => {
    const response = await post(body);
    expect(response.status).toBe(400);
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('refuses another site’s post (403), a JSON body (415) and a large one (413), no cookie', async () => {
    const statuses = await Promise.all(
      [
        post('back=%2Fmpesa&mode=on', { 'Sec-Fetch-Site': 'cross-site' }),
        post('{"back":"/mpesa","mode":"on"}', { 'Content-Type': 'application/json' }),
        post(`back=%2Fmpesa&mode=on&pad=${'a'.repeat(2000)}`),
      ].map(async (answer) => {
        const response = await answer;
        expect(response.headers.get('set-cookie')).toBeNull();
        return response.status;
      }),
    );
    expect(statuses).toEqual([403, 415, 413]);
  });
});
