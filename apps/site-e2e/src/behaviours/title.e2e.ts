import { firstItem, expectedItemTitle } from '../support/cms';
import { expect, headerReady, test } from '../support/fixtures';
import { expectedTitle } from '../support/titles';

// docs/behaviour.md §4: the document title is built from the path; detail pages use the item's own title.
test.describe('document title', () => {
  test('the rule on sample paths, on first load', async ({ page }) => {
    const samples: Array<[string, string]> = [
      ['/', 'Welcome to Vodacom Tanzania'],
      ['/internet-overview', 'Internet Overview'],
      ['/M-pesa-terms', 'M Pesa Terms'],
      ['/international-money-transfer', 'International Money Transfer'],
      ['/J4U', 'J4U'],
      ['/aboutUs', 'AboutUs'],
    ];
    for (const [path, title] of samples) {
      // The hand-written expectation and the helper must agree, or the helper is wrong.
      expect(expectedTitle(path)).toBe(title);
      await page.goto(path);
      await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
      await expect(page, path).toHaveTitle(title);
    }
  });

  test('follows client-side navigation, back included', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Welcome to Vodacom Tanzania');
    await headerReady(page);
    await page.getByRole('contentinfo').locator('a[href="/customer-service"]').first().click();
    await expect(page).toHaveURL(/\/customer-service$/);
    await expect(page).toHaveTitle('Customer Service');
    await page.goBack();
    await expect(page).toHaveTitle('Welcome to Vodacom Tanzania');
  });

  test('a detail page takes the item title, in the visitor language', async ({ page }) => {
    const item = await firstItem('news-updates');
    // The server completes the address with the item's slug (301) and titles the page with the item.
    await page.goto(`/news-event/${item.documentId}`);
    await expect(page).toHaveURL(new RegExp(`/news-event/${item.documentId}/.+`));
    await expect(page).toHaveTitle(await expectedItemTitle('news-updates', item.documentId, 'en'), {
      timeout: 20_000,
    });
  });

  test('an unknown path is titled by the same rule', async ({ page, problems }) => {
    problems.allowNotFound('/no_such-page-e2e');
    await page.goto('/no_such-page-e2e');
    await expect(page.locator('main h1')).toBeVisible();
    await expect(page).toHaveTitle('No Such Page E2e');
  });
});
