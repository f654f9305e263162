import { resolve } from 'node:path';
import { firstItem } from '../support/cms';
import { locales } from '../support/env';
import { expect, test } from '../support/fixtures';

// Task 5: each domain's landing page and one detail page, phone and desktop, both languages. Kept as
// artefacts under test-results/screenshots (gitignored) for a human to look at; not compared.
const landings = [
  '/',
  '/mpesa',
  '/vodacom-business',
  '/about-us',
  '/vodacom-foundation',
  '/customer-service',
];
const widths = [390, 1280] as const;
const folder = resolve(import.meta.dirname, '../../test-results/screenshots');

const fileName = (locale: string, width: number, path: string) =>
  `${locale}-${width}-${path === '/' ? 'home' : path.replace(/^\//, '').replace(/\//g, '_')}.png`;

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  for (const width of widths) {
    test.describe(`${locale} at ${width}px`, () => {
      test.use({ lang: locale, viewport: { width, height: width < 600 ? 844 : 800 } });

      test('landing pages and a detail page', async ({ page, visit }) => {
        test.setTimeout(120_000);
        const sport = await firstItem('sport-updates');
        for (const path of [...landings, `/sport-news/${sport.documentId}`]) {
          await visit(path);
          await expect(page.locator('main h1'), path).toHaveCount(1, { timeout: 20_000 });
          await page.waitForLoadState('networkidle', { timeout: 10_000 }).catch(() => undefined);
          await page.screenshot({
            path: resolve(folder, fileName(locale, width, path)),
            fullPage: true,
            animations: 'disabled',
          });
        }
      });
    });
  }
}
