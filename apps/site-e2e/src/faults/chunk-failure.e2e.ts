import { expectedPageHeading } from '../support/cms';
import { expect, test } from '../support/fixtures';

// A lazy chunk that fails to load (typically a stale chunk after a new release): the site must reload
// once (picking up the release) or notify, and never leave a blank page.
test('a failed lazy chunk reloads once or notifies, never a blank page', async ({ page, problems }) => {
  const aborted: string[] = [];
  // The provoked failure and what the browser logs about it.
  problems.allow((p) => aborted.some((url) => p.url === url || p.text.includes(url)) || /dynamically imported module|Failed to load resource/i.test(p.text));

  await page.goto('/');
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
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
  await expect(page).toHaveURL(/\/about-us$/);
  expect.soft(aborted.length, 'a chunk was requested on the way to /about-us').toBe(1);

  const heading = page.locator('main h1');
  const notice = page.locator('.my-notification');
  await expect(heading.or(notice).first(), 'the page or a notification, not a blank page').toBeVisible({ timeout: 20_000 });
  expect(documentLoads, 'at most one reload').toBeLessThanOrEqual(1);
  if (documentLoads === 1) {
    // Reloaded: the page must now be whole.
    await expect(heading).toHaveText([await expectedPageHeading('about', 'en')], { timeout: 20_000 });
  } else {
    await expect(notice.first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  }
  // Give a reload loop the time to show itself.
  await page.waitForTimeout(2_000);
  expect(documentLoads, 'no reload loop').toBeLessThanOrEqual(1);
});
