import { firstScreenEnd, headerEnd, type RenderedPage } from '@site/shared-server-contract';
import type { PageAssets } from './assets.ts';
import { deferredScriptsTag } from './deferred-scripts.ts';

export type DocumentOptions = {
  assets: PageAssets | null;
  /** The language redirect, run before the first paint (allowed in the CSP by its hash). */
  inlineScript: string | null;
  /** A preview for an editor: a banner, and no scripts at all. */
  previewBanner?: string;
  /** Development: Vite's client and React's refresh preamble. */
  devHead?: string;
};

/** The image preloads React writes at the top of a page's HTML, for its priority (hero) images. */
const leadingImagePreloads = /^(?:<link rel="preload" as="image"[^>]*\/>)+/;

/**
 * The page as one HTML document: the head with what the first paint needs (the hero image, the
 * stylesheet), the page, its data, and last the loader that starts the scripts once it has painted.
 */
export function documentHtml(page: RenderedPage, options: DocumentOptions): string {
  const { assets, previewBanner } = options;
  const scripts = !previewBanner;
  // The hero image is most pages' largest paint: its preload goes first in the head, after only the
  // language redirect (which may leave the page at once). Left at the top of the body, it was requested
  // after the stylesheet and the module preloads. The client renders no such link, so the
  // root keeps just the page, as hydration expects.
  const imagePreloads = page.html.match(leadingImagePreloads)?.[0] ?? '';
  // No paint before the page's first block is parsed, or on a page without blocks its header
  // (Chromium; others ignore it): a frame of half a hero, a carousel or the header's tools moved on
  // the next one.
  const paintFrom = [firstScreenEnd, headerEnd].find((id) =>
    page.html.includes(`<span id="${id}" hidden="">`),
  );
  const firstScreen = paintFrom ? `<link rel="expect" href="#${paintFrom}" blocking="render" />` : '';
  const head = [
    '<meta charset="utf-8" />',
    '<meta name="viewport" content="width=device-width, initial-scale=1" />',
    '<meta name="theme-color" content="#e60000" />',
    scripts && options.inlineScript ? `<script>${options.inlineScript}</script>` : '',
    firstScreen,
    imagePreloads,
    page.head,
    '<link rel="icon" href="/favicon.svg" type="image/svg+xml" />',
    '<link rel="apple-touch-icon" href="/apple-touch-icon.png" />',
    '<link rel="manifest" href="/manifest.webmanifest" />',
    ...(assets?.css ?? []).map((href) => `<link rel="stylesheet" href="${href}" />`),
    options.devHead ?? '',
  ].filter(Boolean);
  return [
    '<!doctype html>',
    `<html lang="${page.lang}">`,
    '  <head>',
    ...head.map((tag) => `    ${tag}`),
    '  </head>',
    '  <body>',
    previewBanner ?? '',
    `    <div id="root">${page.html.slice(imagePreloads.length)}</div>`,
    scripts ? `    ${page.payload}` : '',
    scripts && assets ? `    ${deferredScriptsTag(assets)}` : '',
    '  </body>',
    '</html>',
    '',
  ]
    .filter((line) => line !== '')
    .join('\n');
}
