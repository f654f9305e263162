import { expectedPageHeading } from '../support/cms';
import { expect, languageLink, test } from '../support/fixtures';

// Languages have addresses: English at the paths of docs/behaviour.md §2, Swahili under /sw. `lang` in localStorage
// remembers the choice (docs/behaviour.md §4/§9).

/** The page's whole path is `path` (`/\/mpesa$/` would also match `/sw/mpesa`). */
const atPath = (path: string) => (url: URL) => url.pathname === path;
test('the switch moves to the Swahili address, rendered in Swahili, and remembers the choice', async ({
  page,
}) => {
  const [en, sw] = await Promise.all([
    expectedPageHeading('mpesa', 'en'),
    expectedPageHeading('mpesa', 'sw'),
  ]);
  expect(sw, 'the seed has a Swahili M-Pesa heading of its own').not.toBe(en);

  await page.goto('/mpesa');
  await expect(page.locator('main h1')).toHaveText([en]);
  await languageLink(page, 'sw').click();
  await expect(page).toHaveURL(atPath('/sw/mpesa'));
  await expect(page.locator('main h1')).toHaveText([sw]);
  await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
  await expect(languageLink(page, 'sw')).toHaveAttribute('aria-current', 'true');
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sw');

  await languageLink(page, 'en').click();
  await expect(page).toHaveURL(atPath('/mpesa'));
  await expect(page.locator('main h1')).toHaveText([en]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('a language link followed before the app has hydrated keeps the choice', async ({ page, problems }) => {
  // No app script at all: what a visitor on a slow phone has until the bundle arrives. Only the head's
  // inline script runs; the switch must not be undone by its redirect on the next page.
  const isAppScript = (url: URL) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js');
  problems.allow(
    (p) => (p.url ? isAppScript(new URL(p.url)) : false) || /Failed to load resource/i.test(p.text),
  );
  await page.route(isAppScript, (route) => route.abort('blockedbyclient'));
  const [en, sw] = await Promise.all([
    expectedPageHeading('mpesa', 'en'),
    expectedPageHeading('mpesa', 'sw'),
  ]);

  await page.goto('/mpesa');
  await languageLink(page, 'sw').click();
  await expect(page).toHaveURL(atPath('/sw/mpesa'));
  await expect(page.locator('main h1')).toHaveText([sw]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('sw');

  await languageLink(page, 'en').click();
  await expect(page).toHaveURL(atPath('/mpesa'));
  await expect(page.locator('main h1')).toHaveText([en]);
  expect(await page.evaluate(() => localStorage.getItem('lang'))).toBe('en');
});

test('a visitor who chose Swahili is sent to the Swahili address before anything paints', async ({
  page,
  request,
}) => {
  // Before any stylesheet or content: the redirect runs first in the head, so nothing English shows.
  const html = await (await request.get('/mpesa')).text();
  const head = html.slice(0, html.indexOf('</head>'));
  const firstScript = head.indexOf('<script>');
  expect(firstScript, 'an inline script in the head').toBeGreaterThan(0);
  expect(firstScript).toBeLessThan(head.indexOf('<link rel="stylesheet"'));
  const script = head.slice(firstScript, head.indexOf('</script>', firstScript));
  expect(script).toContain("'lang'");
  expect(script).toContain('localStorage.getItem(');

  await page.addInitScript(() => window.localStorage.setItem('lang', 'sw'));
  await page.goto('/mpesa');
  await expect(page).toHaveURL(atPath('/sw/mpesa'));
  await expect(page.locator('main h1')).toHaveText([await expectedPageHeading('mpesa', 'sw')]);
});

test('an unknown saved language stays on the address asked for', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('lang', 'fr'));
  await page.goto('/mpesa');
  await expect(page).toHaveURL(atPath('/mpesa'));
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});

test('links inside a Swahili page stay in Swahili', async ({ page }) => {
  await page.goto('/sw/mpesa');
  const hrefs = await page
    .locator('header a[href^="/"], main a[href^="/"], footer a[href^="/"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  expect(hrefs.length).toBeGreaterThan(10);
  // Only the switch to English (the same page) leaves the Swahili pages.
  expect(hrefs.filter((href) => !/^\/sw(\/|$|\?)/.test(href))).toEqual(['/mpesa']);
});
