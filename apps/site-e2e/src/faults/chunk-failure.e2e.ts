import { expectedPageHeading } from '../support/cms';
import { expect, headerReady, test } from '../support/fixtures';

const endpointOf: Record<string, string> = { '/': 'home', '/about-us': 'about' };

// A lazy chunk that fails to load (typically a stale chunk after a new release): the site must reload
// once (picking up the release) or notify, and never leave a blank page.
test('a failed lazy chunk reloads once or notifies, never a blank page', async ({ page, problems }) => {
  const aborted: string[] = [];
  // The provoked failure and what the browser logs about it.
  problems.allow(
    (p) =>
      aborted.some((url) => p.url === url || p.text.includes(url)) ||
      /dynamically imported module|Failed to load resource/i.test(p.text),
  );

  await page.goto('/');
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  await headerReady(page);
  // The first document's own `load` (it waits for every image) can come after hydration on a busy
  // machine: counted from here, it would read as a reload. And the page's own late chunk (field
  // vitals, loaded when the main thread is first idle) must be in before the route below fails the
  // next one: failing it instead made the page reload itself before the click.
  await page.waitForLoadState('load');
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/report-vitals-')),
  );
  // The footer's code loads as it nears the viewport (apps/site/src/layout/layout.tsx): in before
  // the route below fails the next chunk, which is then the page's own.
  await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
  await page.waitForFunction(() =>
    performance.getEntriesByType('resource').some((entry) => entry.name.includes('/footer-')),
  );
  let documentLoads = 0;
  page.on('load', () => (documentLoads += 1));

  // Fail the first script chunk requested after this point only: a reload then gets the files.
  let armed = true;
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      if (!armed) return route.continue();
      armed = false;
      aborted.push(route.request().url());
      return route.abort('failed');
    },
  );

  // /about-us lives in another domain library than the home page: its code is a chunk not loaded yet.
  await page.getByRole('contentinfo').locator('a[href="/about-us"]').first().click();
  await expect.poll(() => aborted.length, 'a chunk was requested on the way to /about-us').toBe(1);
  const notice = page.locator('.my-notification');
  // Either outcome of the handling in docs/behaviour.md §8: a reload, or a notification on the page.
  await expect
    .poll(async () => documentLoads > 0 || (await notice.count()) > 0, { timeout: 20_000 })
    .toBe(true);

  const heading = page.locator('main h1');
  await expect(heading.or(notice).first(), 'the page or a notification, not a blank page').toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByRole('banner'), 'the chrome is there').toBeVisible();
  if (documentLoads > 0) {
    // Reloaded: whichever page it reloaded (the one left or the one asked for) must be whole.
    const path = new URL(page.url()).pathname;
    const endpoint = endpointOf[path];
    if (!endpoint) throw new Error(`reloaded onto an unexpected page: ${path}`);
    await expect(heading).toHaveText([await expectedPageHeading(endpoint, 'en')], { timeout: 20_000 });
  }
  // A reload loop would keep the page loading: once the network is quiet, count the reloads.
  await page.waitForLoadState('networkidle');
  expect(documentLoads, 'at most one reload, no loop').toBeLessThanOrEqual(1);
});
