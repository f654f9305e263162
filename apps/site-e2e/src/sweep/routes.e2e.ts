import { formatIssues, a11yIssues } from '../support/axe';
import { locales } from '../support/env';
import { expect, test } from '../support/fixtures';
import { domains } from '../support/manifests';
import { sweepRoutes } from '../support/routes';
import { batches, checkRoute } from '../support/sweep';

// Task 1: every route of docs/behaviour.md §2 (except redirects, tested on their own) in both languages. One test
// per batch of routes keeps the report readable and lets the workers share the ~260 page visits.
const batchSize = 8;
const all = sweepRoutes();

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  test.describe(`routes in ${locale}`, () => {
    test.use({ lang: locale });

    for (const domain of domains) {
      const routes = all.filter((route) => route.domain === domain);
      const parts = batches(routes, batchSize);
      parts.forEach((part, index) => {
        const paths = part.map((route) => route.pattern).join(' ');
        test(`${domain} ${index + 1}/${parts.length}: ${paths}`, async ({ page, problems }) => {
          test.setTimeout(part.length * 30_000);
          for (const route of part) await checkRoute(page, problems, route, locale);
        });
      });
    }

    // The chrome (header, menu, footer, notification area) is the same on every page: checked in full
    // here, so the sweep can scope axe to each page's content.
    test('the whole home page, chrome included, passes axe', async ({ page, visit }) => {
      await visit('/');
      await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByRole('contentinfo').getByRole('heading').first()).toBeVisible();
      const issues = await a11yIssues(page);
      expect(issues, formatIssues(issues)).toEqual([]);
    });
  });
}
