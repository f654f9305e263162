import { expect, test, type Page } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { deviceStorage } from '@site/shared-i18n/device-storage';
import { expectedPageHeading } from '../support/cms';
import { siteServerEnv, sitePort } from '../support/env';
import { plainChromiumPage } from '../support/plain-chromium';
import {
  cached,
  controlled,
  firstVisitKept,
  newestWorkerIs,
  recordWorkerLifecycle,
  workerBuild,
  workerLifecycle,
} from './storage';

// Reading on a bad connection: the service worker keeps the pages a visitor opened, shows the
// offline page for the others, and a deploy reaches the page at its next navigation. A server of
// its own serves a copy of the build, so the test can "deploy" by changing the copy's `sw.js`.
const workspaceRoot = resolve(import.meta.dirname, '../../../..');
// One port per worker running at once (Playwright's parallel index): two workers on one port (the
// spec repeated with `--repeat-each`) failed with EADDRINUSE.
const port = sitePort + 7 + Number(process.env['TEST_PARALLEL_INDEX'] ?? 0);
const origin = `http://127.0.0.1:${port}`;
let dist = '';
let server: ChildProcess | undefined;

test.use({ serviceWorkers: 'allow', baseURL: origin });
test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(90_000);
  // Inside the workspace: the server's bundle resolves its packages from node_modules.
  dist = mkdtempSync(join(workspaceRoot, 'dist/e2e-offline-'));
  cpSync(join(workspaceRoot, 'dist/apps/site'), dist, { recursive: true });
  server = spawn(process.execPath, [join(workspaceRoot, 'apps/server/src/main.ts')], {
    cwd: workspaceRoot,
    env: { ...process.env, ...siteServerEnv(port, origin), SITE_DIST: dist },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // Ready when it answers (a state, not a clock).
  await expect
    .poll(async () => (await fetch(`${origin}/healthz`).catch(() => null))?.status, { timeout: 60_000 })
    .toBe(200);
});

test.afterAll(async () => {
  // Gone before the next group's server starts on the same port (a repeat, or a worker restarted
  // after a failure): a closing server still answers its `/healthz`, then 503s every request.
  if (server && server.exitCode === null) {
    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await exited;
  }
  if (dist) rmSync(dist, { recursive: true, force: true });
});

const heading = (page: Page) => page.locator('main h1');

test('pages opened before going offline still open; others show the offline page, in their language', async ({
  page,
  context,
}) => {
  const [mpesa, internet] = await Promise.all([
    expectedPageHeading('mpesa', 'en'),
    expectedPageHeading('internet', 'en'),
  ]);
  await page.goto('/mpesa');
  await expect(heading(page)).toHaveText([mpesa]);
  await controlled(page);
  // The first page loaded before the worker: the worker keeps a copy once it runs.
  await cached(page, deviceStorage.pagesCache.key, '/mpesa');
  await page.goto('/internet-overview');
  await expect(heading(page)).toHaveText([internet]);
  await cached(page, deviceStorage.pagesCache.key, '/internet-overview');

  await context.setOffline(true);
  await page.reload();
  await expect(heading(page)).toHaveText([internet]);
  await page.goto('/mpesa');
  await expect(heading(page)).toHaveText([mpesa]);

  await page.goto('/songesha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('You are offline');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/sw/songesha');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Huna mtandao');
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await context.setOffline(false);
  await page.goto('/songesha');
  await expect(heading(page)).toHaveText([await expectedPageHeading('songesha', 'en')]);
});

test('never keeps form posts, previews or answers marked no-store', async ({ page }) => {
  await page.goto('/mpesa');
  await controlled(page);
  await page.evaluate(async () => {
    await fetch('/api/shareholder-forms', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: '{}',
    }).catch(() => null);
    await fetch('/_preview?secret=wrong').catch(() => null);
  });
  await page.goto('/_preview?secret=wrong');
  const kept = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys())
      for (const request of await (await caches.open(name)).keys())
        urls.push(`${request.method} ${request.url}`);
    return urls;
  });
  expect(kept.filter((url) => /_preview|shareholder-forms/.test(url) || !url.startsWith('GET '))).toEqual([]);
});

test('after a deploy, the next navigation runs the new build', async () => {
  test.setTimeout(90_000); // the first visit's copy takes up to 30 s
  // Not Playwright's browser: DevTools on the workers would change their life (support/plain-chromium.ts).
  const page = await plainChromiumPage(test.info().project.use.launchOptions ?? {});
  try {
    await recordWorkerLifecycle(page);
    await page.goto(`${origin}/mpesa`);
    await controlled(page);
    // A returning visitor's state: the worker has taken over and copied the first visit's files.
    await firstVisitKept(page, deviceStorage.filesCache.key);
    const before = await workerBuild(page);
    if (!before) throw new Error('no worker controls the page');
    await page.evaluate(() => ((window as unknown as { oldPage: boolean }).oldPage = true));

    // "Deploy": the server now serves a worker of another build.
    const sw = join(dist, 'client/sw.js');
    const next = `${before}-next`; // a new id each run, so the test can be repeated on one server
    writeFileSync(sw, readFileSync(sw, 'utf8').replaceAll(before, next));

    // The navigation asks the browser to check for a new worker, which installs the deploy's.
    await page.click('footer a[href="/faq"]');
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/faq');
    await newestWorkerIs(page, next);
    // The page decides once the new worker answers it too, which can be after it answered the test:
    // until then a click is still a move inside the old page. Either the navigation under way when the
    // worker was installed was already a load from the server, or the page now names the new build.
    const stillOld = () =>
      page.evaluate(() => Boolean((window as unknown as { oldPage?: boolean }).oldPage)).catch(() => true);
    const decided = () =>
      page
        .evaluate(() =>
          (window as unknown as { oldPage?: boolean }).oldPage
            ? (document.documentElement.dataset.nextBuild ?? 'undecided')
            : 'loaded from the server',
        )
        .catch(() => 'undecided');
    // The page gives the worker 10 s to answer (effects/service-worker.ts).
    await expect.poll(decided, { timeout: 12_000 }).toMatch(new RegExp(`^(${next}|loaded from the server)$`));
    // From then on the next navigation is a load from the server, not a move inside the old page.
    // Whether the new worker controls it yet is the browser's affair, so the test does not ask.
    await page.click('footer a[href="/customer-service"]');
    const reloaded = await expect
      .poll(stillOld)
      .toBe(false)
      .then(
        () => true,
        () => false,
      );
    expect(reloaded, `the page stayed on the old build; ${reloaded ? '' : await workerLifecycle(page)}`).toBe(
      true,
    );
    await expect.poll(() => page.evaluate(() => window.location.pathname)).toBe('/customer-service');
    const expected = await expectedPageHeading('customer-service', 'en');
    await expect
      .poll(() => page.evaluate(() => document.querySelector('main h1')?.textContent?.trim()))
      .toBe(expected);
  } finally {
    await page.close();
  }
});

test('the site is installable: its manifest is linked and complete, the worker served uncached', async ({
  page,
}) => {
  const request = page.request;
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as Record<string, unknown>;
  expect(manifest).toMatchObject({
    start_url: '/',
    scope: '/',
    display: 'standalone',
    name: 'Vodacom Tanzania',
  });
  const icons = manifest['icons'] as { src: string; sizes: string }[];
  expect(icons.map((icon) => icon.sizes).sort()).toEqual(['192x192', '512x512']);
  for (const icon of icons) expect((await request.get(icon.src)).headers()['content-type']).toBe('image/png');
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  expect(worker.headers()['content-type']).toMatch(/javascript/);
});
