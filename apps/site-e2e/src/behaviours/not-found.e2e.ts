import { formatIssues, seriousA11yIssues } from '../support/axe';
import { message } from '../support/catalog';
import { locales } from '../support/env';
import { expect, test } from '../support/fixtures';

// Spec §2/§8: any unmatched path shows the not-found page, inside the chrome, in the visitor's language.
for (const locale of locales) {
  test.describe(`not found (${locale})`, () => {
    test.use({ lang: locale });

    test('an unmatched path shows the not-found page with a way home', async ({ page }) => {
      await page.goto('/this/route/does-not-exist');
      await expect(page.locator('main h1')).toHaveText([message('shell', locale, 'shell.notFound.title')]);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      const issues = await seriousA11yIssues(page);
      expect(issues, formatIssues(issues)).toEqual([]);
      await page
        .getByRole('main')
        .getByRole('link', { name: message('shell', locale, 'shell.notFound.home') })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
    });
  });
}
