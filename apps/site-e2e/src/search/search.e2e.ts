import type { Page } from '@playwright/test';
import { a11yIssues, formatIssues } from '../support/axe';
import { expect, headerReady, test } from '../support/fixtures';

// The server builds its index at start; the first search waits for it (slow on a busy machine).
test.beforeAll(async ({ request }) => {
  await expect
    .poll(async () => (await request.get('/_search?q=pesa')).status(), { timeout: 120_000 })
    .toBe(200);
});

/** Opens the header's search dialog and types `query` into it. */
async function searchFromHeader(page: Page, query: string) {
  await headerReady(page);
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  const field = page.getByRole('dialog').getByRole('searchbox');
  await expect(field).toBeFocused();
  await field.fill(query);
  return field;
}

const results = (page: Page) => page.getByRole('main').getByRole('listitem').getByRole('link');

test.describe('search (desktop)', () => {
  test('finds Songesha and the code *150*00# in English, with the matches marked and counted', async ({
    page,
  }) => {
    await page.goto('/');
    const field = await searchFromHeader(page, 'Songesha');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=Songesha$/);
    await expect(page.getByRole('status')).toContainText(/\d+ results? for “Songesha”/);
    await expect(results(page).first()).toHaveAttribute('href', '/songesha');
    await expect(page.getByRole('main').locator('mark').first()).toHaveText(/songesha/i);

    const search = page.getByRole('main').getByRole('searchbox');
    await search.fill('*150*00#');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=(\*|%2A)150(\*|%2A)00%23$/);
    await expect(page.getByRole('status')).toContainText('“*150*00#”');
    const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/mpesa', '/songesha']));
    await expect(page.getByRole('main').locator('mark', { hasText: '*150*00#' }).first()).toBeVisible();
  });

  test('finds loan pages for "mkopo" in Swahili', async ({ page }) => {
    const response = await page.goto('/sw/search?q=mkopo');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'sw');
    await expect(page.getByRole('status')).toContainText(/Matokeo \d+ ya “mkopo”/);
    const hrefs = await results(page).evaluateAll((links) => links.map((link) => link.getAttribute('href')));
    expect(hrefs).toEqual(expect.arrayContaining(['/sw/songesha']));
    expect(hrefs.every((href) => href?.startsWith('/sw/'))).toBe(true);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  });

  test('helps when nothing matches, and never shows the query as markup', async ({ page }) => {
    const hostile = '<img src=x onerror=alert(1)>zzqx';
    await page.goto(`/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByRole('status')).toContainText('No results');
    await expect(page.getByRole('heading', { name: 'Nothing matched' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ask our customer service' })).toBeVisible();
    await expect(page.locator('main img[src="x"]')).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue(hostile);
  });

  test('works with the keyboard alone: button, field, submit, results', async ({ page }) => {
    await page.goto('/');
    await headerReady(page);
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Search' });
    // Tab from the top of the page until the header's search button has focus.
    for (
      let step = 0;
      step < 30 && !(await trigger.evaluate((node) => node === document.activeElement));
      step += 1
    )
      await page.keyboard.press('Tab');
    await expect(trigger).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog').getByRole('searchbox')).toBeFocused();
    await page.keyboard.type('Songesha');
    await page.keyboard.press('Enter');
    await expect(results(page).first()).toBeVisible();
    // The field, its button, then the first result.
    await page.getByRole('main').getByRole('searchbox').focus();
    await page.keyboard.press('Tab');
    await page.keyboard.press('Tab');
    await expect(results(page).first()).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/songesha$/);
  });

  test('axe finds nothing on the search page, with and without results', async ({ page }) => {
    for (const path of ['/search', '/search?q=Songesha', '/sw/search?q=mkopo', '/search?q=zzqx']) {
      await page.goto(path);
      const issues = await a11yIssues(page);
      expect(issues, `${path}\n${formatIssues(issues)}`).toEqual([]);
    }
  });

  test('axe finds nothing in the search dialog', async ({ page }) => {
    await page.goto('/');
    await searchFromHeader(page, 'Songesha');
    await expect(page.getByRole('dialog').getByRole('status')).toContainText('“Songesha”');
    const issues = await a11yIssues(page, '[role="dialog"]');
    expect(issues, formatIssues(issues)).toEqual([]);
  });

  test('answers JSON in a few kilobytes and refuses bad queries with a 400', async ({ request }) => {
    const answer = await request.get('/_search?q=Songesha');
    expect(answer.status()).toBe(200);
    expect((await answer.body()).length).toBeLessThan(8_000);
    expect(((await answer.json()) as { total: number }).total).toBeGreaterThan(0);
    for (const query of ['', `?q=${'a'.repeat(101)}`, '?q=a&q=b', '?q=a&locale=xx'])
      expect((await request.get(`/_search${query}`)).status(), query).toBe(400);
  });
});

test.describe('search (phone)', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('opens a dialog from the header, shows the first results as you type, closes with Escape', async ({
    page,
  }) => {
    await page.goto('/');
    await headerReady(page);
    const trigger = page.getByRole('banner').getByRole('link', { name: 'Search' });
    await trigger.click();
    const dialog = page.getByRole('dialog', { name: 'Search the site' });
    await expect(dialog).toBeVisible();
    const field = dialog.getByRole('searchbox');
    await expect(field).toBeFocused();
    await page.keyboard.type('Songesha');
    await expect(dialog.getByRole('status')).toContainText('“Songesha”');
    await expect(dialog.getByRole('link', { name: /songesha/i }).first()).toBeVisible();

    const issues = await a11yIssues(page, '[role="dialog"]');
    expect(issues, formatIssues(issues)).toEqual([]);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    // Enter opens the full results page.
    await trigger.press('Enter');
    await page.getByRole('dialog').getByRole('searchbox').fill('mpesa');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/search\?q=mpesa$/);
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(results(page).first()).toBeVisible();
  });
});

test.describe('search without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the header links to the search page, whose form the server answers with results', async ({
    page,
    problems,
  }) => {
    // With scripts off, Chromium refuses the page's module scripts: expected here.
    problems.allow(
      (problem) => problem.kind === 'requestfailed' && Boolean(problem.url?.includes('/assets/')),
    );
    await page.goto('/sw');
    await page.getByRole('banner').getByRole('link', { name: 'Tafuta' }).click();
    await expect(page).toHaveURL(/\/sw\/search$/);
    const field = page.getByRole('main').getByRole('searchbox');
    await field.fill('mkopo');
    await field.press('Enter');
    await expect(page).toHaveURL(/\/sw\/search\?q=mkopo$/);
    await expect(page.getByRole('status')).toContainText('“mkopo”');
    await expect(results(page).first()).toHaveAttribute('href', /^\/sw\//);

    await page.goto('/search?q=*150*00%23');
    await expect(results(page).first()).toBeVisible();
    await expect(page.getByRole('main').locator('mark').first()).toHaveText('*150*00#');
  });
});
