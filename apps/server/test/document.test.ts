import { documentHtml, type RenderedPage } from '../src/document.ts';

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
});
const assets = { entry: '/assets/entry.js', css: ['/assets/entry.css'], preload: ['/assets/a.js', '/assets/b.js'] };

test('the hero image preload comes first in the head, before the stylesheets and script preloads', () => {
  const html = documentHtml(page(`${preload}<main><h1>M-Pesa</h1></main>`), { assets, inlineScript: null });
  const head = html.slice(0, html.indexOf('</head>'));
  expect(head).toContain(preload);
  expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="stylesheet"'));
  expect(head.indexOf(preload)).toBeLessThan(head.indexOf('rel="modulepreload"'));
  expect(html).toContain('<div id="root"><main><h1>M-Pesa</h1></main></div>');
});

test('a page without a priority image keeps its HTML as rendered', () => {
  const body = '<main><h1>FAQ</h1><link rel="preload" as="image" href="/later.webp"/></main>';
  const html = documentHtml(page(body), { assets, inlineScript: null });
  expect(html).toContain(`<div id="root">${body}</div>`);
  expect(html.slice(0, html.indexOf('</head>'))).not.toContain('as="image"');
});
