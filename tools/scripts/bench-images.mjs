#!/usr/bin/env node
// `npm run bench:images`: what the seeded 4,000 px hero photo of /planet costs through the site's
// image endpoint (`/_img/<format>/<width>/<file>`), on the built site and a freshly seeded CMS:
// bytes of every width and format, the first request's time (the resize) and a repeated one's (the
// server's cache), and what Chromium downloads for that hero on a phone and a desktop.
// `SITE_URL=http://…` measures a server already running (its variants may then be cached already).
// Writes dist/bench/images.json.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from 'playwright';
import { chromiumFlags, chromiumPath } from '../browser/chromium.mjs';
import { root, startCms, startSite } from './lib/stack.mjs';

if (!existsSync(join(root, 'dist/apps/site/client/.vite/manifest.json'))) {
  console.error('No build found: run `npx nx run site:build` first.');
  process.exit(1);
}
const running = process.env.SITE_URL;
const cms = running ? null : await startCms();
// A site this script started is stopped at the end; one already running (SITE_URL) is left alone.
const started = cms ? await startSite(cms.url, { WARM_CACHE: 'false' }) : null;
const siteUrl = started?.url ?? running;
const results = { variants: [], browsers: [] };
try {
  const html = await (await fetch(`${siteUrl}/planet`)).text();
  const file = /<img[^>]*srcSet="\/_img\/jpeg\/320\/([^" ]+)/i.exec(html)?.[1];
  if (!file) throw new Error('/planet shows no photo');
  const timed = async (url) => {
    const started = performance.now();
    const answer = await fetch(url);
    const bytes = (await answer.arrayBuffer()).byteLength;
    return { ms: Math.round(performance.now() - started), bytes, cache: answer.headers.get('x-cache') };
  };
  for (const format of ['avif', 'webp', 'jpeg'])
    for (const width of [320, 480, 640, 800, 960, 1280, 1600, 1920]) {
      const url = `${siteUrl}/_img/${format}/${width}/${file}`;
      const first = await timed(url);
      const again = await timed(url);
      results.variants.push({
        format,
        width,
        kB: +(first.bytes / 1000).toFixed(1),
        firstMs: first.ms,
        againMs: again.ms,
        again: again.cache,
      });
    }
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  for (const [width, scale] of [
    [360, 1],
    [360, 2],
    [360, 3],
    [412, 2.625],
    [1280, 1],
    [1280, 2],
  ]) {
    const context = await browser.newContext({
      viewport: { width, height: 800 },
      screen: { width, height: 800 },
      deviceScaleFactor: scale,
      isMobile: width < 600,
    });
    const page = await context.newPage();
    const fetched = [];
    page.on('response', (response) => {
      if (response.url().includes(file))
        void response.body().then((body) => fetched.push({ url: response.url(), bytes: body.length }));
    });
    await page.goto(`${siteUrl}/planet`, { waitUntil: 'load' });
    const shown = await page
      .locator('main img')
      .first()
      .evaluate((image) => image.currentSrc);
    results.browsers.push({
      viewport: `${width} px × ${scale}`,
      shown: new URL(shown).pathname.split('/').slice(2, 4).join(' '),
      requests: fetched.length,
      kB: +(fetched.reduce((sum, f) => sum + f.bytes, 0) / 1000).toFixed(1),
    });
    await context.close();
  }
  await browser.close();
  const metrics = await (await fetch(`${siteUrl}/metrics`)).text();
  results.resizeSeconds = Object.fromEntries(
    ['avif', 'webp', 'jpeg'].map((format) => {
      const value = (name) =>
        Number(
          new RegExp(`^site_image_resize_seconds_${name}\\{format="${format}"\\} (\\S+)$`, 'm').exec(
            metrics,
          )?.[1] ?? NaN,
        );
      return [format, { count: value('count'), meanMs: Math.round((value('sum') / value('count')) * 1000) }];
    }),
  );
  console.table(results.variants);
  console.table(results.browsers);
  console.table(results.resizeSeconds);
  mkdirSync(join(root, 'dist/bench'), { recursive: true });
  writeFileSync(
    join(root, 'dist/bench/images.json'),
    `${JSON.stringify({ date: new Date().toISOString(), file, ...results }, null, 2)}\n`,
  );
} finally {
  await started?.stop();
  await cms?.stop();
}
