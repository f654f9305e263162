import { formatIssues, a11yIssues } from '../support/axe';
import { message } from '../support/catalog';
import { locales } from '../support/env';
import { expect, inLanguage, test } from '../support/fixtures';

// docs/behaviour.md §2/§8: any unmatched path shows the not-found page, inside the chrome, in the visitor's language.
for (const locale of locales) {
  test.describe(`not found (${locale})`, () => {
    test.use({ lang: locale });

    test('an unmatched path answers 404 with the not-found page and a way home', async ({
      page,
      problems,
      visit,
    }) => {
      problems.allowNotFound(inLanguage('/this/route/does-not-exist', locale));
      const response = await visit('/this/route/does-not-exist');
      expect(response?.status()).toBe(404);
      await expect(page.locator('main h1')).toHaveText([message('shell', locale, 'shell.notFound.title')]);
      await expect(page.getByRole('navigation').first()).toBeVisible();
      const issues = await a11yIssues(page);
      expect(issues, formatIssues(issues)).toEqual([]);
      await page
        .getByRole('main')
        .getByRole('link', { name: message('shell', locale, 'shell.notFound.home') })
        .click();
      await expect(page).toHaveURL(locale === 'sw' ? /\/sw$/ : /\/$/);
      await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
    });
  });
}
