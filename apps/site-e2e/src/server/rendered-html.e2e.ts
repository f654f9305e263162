import { createHash } from 'node:crypto';
import { locales, siteUrl } from '../support/env';
import { expect, inLanguage, test } from '../support/fixtures';
import { firstItem } from '../support/cms';
import { linkHref, mainOf, metaContent, photoTags, textOf } from '../support/html';
import { sweepRoutes, visitFor } from '../support/routes';

// Every page arrives as finished HTML: what a search engine, a link preview or a browser without
// JavaScript reads. Plain HTTP, no browser: every route of the table and every detail route, in both
// languages.
test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test(`every route in ${locale} answers its content and head in the HTML`, async ({ request }) => {
    test.setTimeout(180_000);
    let photos = 0;
    for (const route of sweepRoutes()) {
      const visit = await visitFor(route, locale);
      const path = inLanguage(visit.path, locale);
      const response = await request.get(path);
      const label = `${locale} ${path}`;
      expect.soft(response.status(), `${label}: status`).toBe(200);
      const html = await response.text();
      const main = mainOf(html);
      expect.soft(html, `${label}: language of the document`).toContain(`<html lang="${locale}">`);
      expect
        .soft(textOf(/<h1\b[\s\S]*?<\/h1>/.exec(main)?.[0] ?? ''), `${label}: the page's heading`)
        .toBe(visit.heading);
      expect.soft(textOf(main).length, `${label}: the page's text is in the HTML`).toBeGreaterThan(150);
      const finalPath = new URL(response.url()).pathname;
      expect.soft(linkHref(html, 'canonical'), `${label}: canonical`).toBe(`${siteUrl}${finalPath}`);
      expect.soft(linkHref(html, 'alternate', 'x-default'), `${label}: x-default`).toBeTruthy();
      for (const other of locales)
        expect
          .soft(linkHref(html, 'alternate', other), `${label}: hreflang ${other}`)
          .toBe(`${siteUrl}${inLanguage(finalPath.replace(/^\/sw(?=\/|$)/, '') || '/', other)}`);
      expect.soft(metaContent(html, 'og:title'), `${label}: og:title`).toBeTruthy();
      expect.soft(metaContent(html, 'description')?.length ?? 0, `${label}: description`).toBeGreaterThan(20);
      expect.soft(metaContent(html, 'og:image'), `${label}: og:image is absolute`).toMatch(/^https?:\/\//);
      const tags = photoTags(main);
      photos += tags.length;
      expect
        .soft(
          tags.filter((tag) => !/\ssrcset="[^"]+"/i.test(tag) || !/\ssizes="[^"]+"/i.test(tag)),
          `${label}: every photo offers its widths (srcset) and says how wide it shows (sizes)`,
        )
        .toEqual([]);
    }
    // The seed's photos (the planet page's hero, its stories' cards) are among the pages swept.
    expect(photos, 'photos in the swept pages').toBeGreaterThan(0);
  });
}

test('unknown paths answer 404 with the not-found page, in both languages', async ({ request }) => {
  for (const path of [
    '/no-such-page',
    '/sw/no-such-page',
    '/news-event/no-such-id',
    '/sw/devices/no-such-id/x',
  ]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('noindex');
  }
});

test('one address per page: variants move to it, the head names it, other parameters are not part of it', async ({
  request,
}) => {
  for (const [variant, address] of [
    ['/SOKA', '/soka'],
    ['/soka/', '/soka'],
    ['/SW/Soka', '/sw/soka'],
    ['/News-Events?page=2&utm_source=x', '/news-events?page=2'],
  ]) {
    const moved = await request.get(variant!, { maxRedirects: 0 });
    expect([moved.status(), moved.headers()['location']], variant).toEqual([301, address]);
  }
  // A page without a paged list: `page` is not part of its address, like any other parameter.
  const mpesa = await (await request.get('/mpesa?page=2&utm_source=x&x=%3Cb%3E')).text();
  expect(linkHref(mpesa, 'canonical')).toBe(`${siteUrl}/mpesa`);
  expect(metaContent(mpesa, 'og:url')).toBe(`${siteUrl}/mpesa`);
  expect(mpesa).not.toContain('utm_source');
  expect((await request.get('/news-events?page=999')).status()).toBe(404);
  expect((await request.get('/news-events?page=x')).status()).toBe(404);
  const unknown = await request.fetch('/soka', { method: 'DELETE' });
  expect([unknown.status(), unknown.headers()['allow']]).toEqual([405, 'GET, HEAD']);
});

test('the sitemap lists every page in both languages with its alternates, and robots points at it', async ({
  request,
}) => {
  const sitemap = await (await request.get('/sitemap.xml')).text();
  for (const route of sweepRoutes().filter((r) => r.kind !== 'detail' && !r.pattern.includes(':'))) {
    expect
      .soft(sitemap, route.pattern)
      .toContain(`<loc>${siteUrl}${route.pattern === '/' ? '/' : route.pattern}</loc>`);
    expect.soft(sitemap, route.pattern).toContain(`<loc>${siteUrl}${inLanguage(route.pattern, 'sw')}</loc>`);
  }
  expect(sitemap).toContain('hreflang="x-default"');
  expect(await (await request.get('/robots.txt')).text()).toContain(`Sitemap: ${siteUrl}/sitemap.xml`);
});

test('a page with blocks is painted from the end of its first block on, a detail page from its own header’s, any other from the site header’s', async ({
  request,
}) => {
  const marker = '<span id="first-screen-end" hidden=""></span>';
  const expectLink = '<link rel="expect" href="#first-screen-end" blocking="render" />';
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  for (const path of ['/', '/sw/mpesa', '/vodacom-business']) {
    const html = await (await request.get(path)).text();
    const main = mainOf(html);
    expect(main.split(marker), `${path}: one marker`).toHaveLength(2);
    // Right after the first block: nothing of a second one before it.
    const before = main.slice(0, main.indexOf(marker));
    expect(before.length, `${path}: the marker ends the first screen, not the page`).toBeLessThan(
      main.length / 2,
    );
    expect(headOf(html), `${path}: the head waits for it`).toContain(expectLink);
  }
  // A story: its own header (date line, badges, title, summary) is its first screen, not its photo.
  const article = await (
    await request.get(`/news-event/${(await firstItem('news-updates')).documentId}`)
  ).text();
  const story = mainOf(article);
  expect(story.split(marker)).toHaveLength(2);
  const storyHeader = story.slice(0, story.indexOf(marker));
  expect(storyHeader).toContain('<h1');
  expect(storyHeader).not.toContain('<picture');
  expect(headOf(article)).toContain(expectLink);
  // A page with neither (search): the site's header, whose marker closes it.
  const search = await (await request.get('/search?q=pesa')).text();
  expect(search).not.toContain('first-screen-end');
  expect(headOf(search)).toContain('<link rel="expect" href="#header-end" blocking="render" />');
  const headerEnd = search.indexOf('<span id="header-end" hidden=""></span>');
  expect(headerEnd).toBeGreaterThan(search.indexOf('<header'));
  expect(search.slice(headerEnd, search.indexOf('</header>'))).toBe(
    '<span id="header-end" hidden=""></span>',
  );
});

test("a page's head starts no script, and the CSP allows each of its inline scripts by hash", async ({
  request,
}) => {
  for (const path of ['/', '/sw/mpesa']) {
    const response = await request.get(path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Scripts start after the first paint (apps/server/src/deferred-scripts.ts), not with the head.
    expect(head, `${path}: no module preload in the head`).not.toContain('modulepreload');
    expect(head, `${path}: no module script in the head`).not.toContain('type="module"');
    const csp = response.headers()['content-security-policy'] ?? '';
    const inline = [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)];
    expect(inline.length, `${path}: the language redirect and the script loader`).toBe(2);
    for (const [, code] of inline)
      expect(csp, `${path}: the CSP allows an inline script`).toContain(
        `'sha256-${createHash('sha256').update(code!).digest('base64')}'`,
      );
  }
});

test("the start's scripts carry V8's compile hint, the page's own chunks do not", async ({ request }) => {
  const html = await (await request.get('/mpesa')).text();
  const entry = /data-entry="([^"]+)"/.exec(html)?.[1] ?? '';
  const preloads = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  const hinted = async (url: string) =>
    (await (await request.get(url)).text()).startsWith('//# allFunctionsCalledOnLoad\n');
  // tools/vite/compile-hints.ts: the entries (the entry, the start it imports) and the vendor chunks
  // run on every start.
  const start = [
    entry,
    ...preloads.filter((url) => /\/(react|router|redux|intl|start)-[\w-]+\.js$/.test(url)),
  ];
  expect(start).toHaveLength(6);
  for (const url of start) expect(await hinted(url), url).toBe(true);
  const own = preloads.filter((url) => !start.includes(url));
  expect(own.length).toBeGreaterThan(0);
  for (const url of own) expect(await hinted(url), url).toBe(false);
});

test("the blocks' shared code comes in one file, not in crumbs of a few hundred bytes", async ({
  request,
}) => {
  // apps/site/vite.config.ts (`lazyGroups`): each module file costs the phone main-thread work of its
  // own as it arrives, so the shared components are one `parts` chunk (and the form's one `forms`); a
  // block (an embedded list is one), a page and a catalog remain files of their own. The business page
  // pulled 49 files before.
  const html = await (await request.get('/vodacom-business')).text();
  const preloads = (/data-preload="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter(Boolean);
  expect(preloads.filter((url) => /\/parts-[\w-]+\.js$/.test(url))).toHaveLength(1);
  const crumbs = [];
  for (const url of preloads.filter((url) => !/-(block|page)-[\w-]+\.js$|\/sw-[\w-]+\.js$/.test(url))) {
    const bytes = (await (await request.get(url)).body()).length;
    if (bytes < 1024) crumbs.push(`${url} (${bytes} B)`);
  }
  // The bundler's runtime and the entry's first stage are small by nature.
  expect(crumbs.filter((crumb) => !/\/(rolldown-runtime|boot)-/.test(crumb))).toEqual([]);
});
