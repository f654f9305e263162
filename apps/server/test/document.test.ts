import type { RenderedPage } from '@site/shared-server-contract';
import { deferredScriptsLoader } from '../src/deferred-scripts.ts';
import { documentHtml } from '../src/document.ts';

const preload =
  '<link rel="preload" as="image" imageSrcSet="/uploads/hero-480.webp 480w, /uploads/hero.webp 960w" imageSizes="100vw" fetchPriority="high"/>';
const page = (html: string): RenderedPage => ({
  kind: 'page',
  status: 200,
  lang: 'sw',
  head: '<title>M-Pesa | Vodacom Tanzania</title>',
  html,
  payload: '<script type="application/json" id="__state">{}</script>',
  modules: [],
  tags: [],
  complete: true,
  paging: null,
});
const assets = {
  entry: '/assets/entry.js',
  css: ['/assets/style.css'],
  preload: ['/assets/a.js', '/assets/b.js'],
};

test('the hero image preload comes first in the head, after the language redirect, before the stylesheet', () => {
  const html = documentHtml(page(`${preload}<main><h1>M-Pesa</h1></main>`), {
    assets,
    inlineScript: 'void 0',
  });
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(preload);
  expect(head.indexOf('<script>void 0</script>')).toBeLessThan(head.indexOf(preload));
  expect(head.indexOf(preload)).toBeLessThan(
    head.indexOf('<link rel="stylesheet" href="/assets/style.css" />'),
  );
  expect(html).toContain('<div id="root"><main><h1>M-Pesa</h1></main></div>');
});

test('the scripts start from the end of the body, after the page and its data, not from the head', () => {
  const html = documentHtml(page('<main><h1>M-Pesa</h1></main>'), { assets, inlineScript: null });
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).not.toContain('<script');
  const tag = `<script data-entry="/assets/entry.js" data-preload="/assets/a.js /assets/b.js">${deferredScriptsLoader}</script>`;
  expect(html.indexOf(page('').payload)).toBeLessThan(html.indexOf(tag));
  expect(html).toContain(`${tag}\n  </body>`);
});

test('a page without a priority image keeps its HTML as rendered', () => {
  const body = '<main><h1>FAQ</h1><link rel="preload" as="image" href="/later.webp"/></main>';
  const html = documentHtml(page(body), { assets, inlineScript: null });
  expect(html).toContain(`<div id="root">${body}</div>`);
  expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="image"');
});

test('a preview for an editor carries no script at all', () => {
  const html = documentHtml(page('<main><h1>M-Pesa</h1></main>'), {
    assets,
    inlineScript: 'void 0',
    previewBanner: '<p>Preview</p>',
  });
  expect(html).not.toContain('<script');
});

test('a page with blocks is painted once its first block is parsed; a page without them once its header is', () => {
  const expectLink = (id: string) => `<link rel="expect" href="#${id}" blocking="render" />`;
  const header = '<header><a href="/">Home</a><span id="header-end" hidden=""></span></header>';
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const withBlocks = headOf(
    documentHtml(
      page(
        `${header}<main><section>Hero</section><span id="first-screen-end" hidden=""></span><p>More</p></main>`,
      ),
      { assets, inlineScript: null },
    ),
  );
  expect(withBlocks).toContain(expectLink('first-screen-end'));
  expect(withBlocks).not.toContain(expectLink('header-end'));
  expect(withBlocks.indexOf(expectLink('first-screen-end'))).toBeLessThan(
    withBlocks.indexOf('<link rel="stylesheet"'),
  );
  const withoutBlocks = headOf(
    documentHtml(page(`${header}<main><h1>An article</h1></main>`), { assets, inlineScript: null }),
  );
  expect(withoutBlocks).toContain(expectLink('header-end'));
  expect(withoutBlocks).not.toContain('first-screen-end');
  // Text of the page that only names the ids (a CMS text, escaped by React) is no marker.
  const named = documentHtml(
    page('<main><p>id=&quot;first-screen-end&quot; id=&quot;header-end&quot;</p></main>'),
    { assets, inlineScript: null },
  );
  expect(named).not.toContain('rel="expect"');
});
