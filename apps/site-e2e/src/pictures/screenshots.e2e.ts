import type { Page } from '@playwright/test';
import { firstItem } from '../support/cms';
import { locales } from '../support/env';
import { expect, inLanguage, pageHydrated, test } from '../support/fixtures';
import { pageForm } from '../support/forms';

// Visual regression (issue 15): one page of each template, phone (360 px) and desktop (1280 px), in
// English and Swahili, compared with the baselines committed under `__screenshots__/` beside this file
// (`snapshotPathTemplate` in playwright.config.ts). A visual change makes the run fail with the
// expected, actual and diff images in `test-results/`; `--update-snapshots` writes new baselines
// (docs/testing.md).

/** A template and the address of one page of it; detail pages take the collection's newest item. */
type Template = { name: string; path: () => Promise<string> | string };

const at = (path: string) => () => path;
const detail = (collection: string, prefix: string) => async () =>
  `${prefix}/${encodeURIComponent((await firstItem(collection)).documentId)}`;

const templates: Template[] = [
  // The six domains' landing pages.
  { name: 'home', path: at('/') },
  { name: 'mpesa', path: at('/mpesa') },
  { name: 'business', path: at('/vodacom-business') },
  { name: 'investor', path: at('/about-us') },
  { name: 'foundation', path: at('/vodacom-foundation') },
  { name: 'support', path: at('/customer-service') },
  // A product page with its bundle table, a list (page 1), an article, a device, a form, the FAQ.
  { name: 'product-bundles', path: at('/internet-overview') },
  { name: 'news-list', path: at('/news-events') },
  { name: 'sport-article', path: detail('sport-updates', '/sport-news') },
  { name: 'device', path: detail('device-updates', '/devices') },
  { name: 'form', path: at('/shareholder-form') },
  { name: 'faq', path: at('/faq') },
  { name: 'search', path: at('/search?q=pesa') },
  { name: 'cookie-preferences', path: at('/cookie-preferences') },
  { name: 'not-found', path: at('/this/route/does-not-exist') },
];

const widths = [360, 1280] as const;
/** How much of a long page is compared: the first screens, where every template's blocks start. */
const maxHeight = { 360: 3200, 1280: 2400 } as const;

/**
 * Waits until nothing on the page can still change by itself: its heading there (lazy route views
 * such as the not-found page's loaded), web fonts loaded, every image loaded and decoded, the height
 * the same on two readings in a row. An image that did not load fails the test: that is the grey card.
 * Never "no request for 500 ms": on a cold image cache a page's photos are resized one after another,
 * and a busy machine kept the network of one page going for over 30 s.
 */
async function settle(page: Page): Promise<number> {
  await expect(page.locator('main h1')).toHaveCount(1, { timeout: 20_000 });
  let last = -1;
  await expect
    .poll(
      async () => {
        const { broken, height } = await page.evaluate(async () => {
          await document.fonts.ready;
          const images = [...document.images];
          for (const image of images) image.loading = 'eager';
          await Promise.all(
            images.map(async (image) => {
              if (!image.complete) {
                await new Promise<void>((done) => {
                  image.addEventListener('load', () => done(), { once: true });
                  image.addEventListener('error', () => done(), { once: true });
                });
              }
              await image.decode().catch(() => undefined);
            }),
          );
          await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)));
          return {
            broken: images
              .filter((image) => image.currentSrc !== '' && image.naturalWidth === 0)
              .map((image) => image.currentSrc),
            height: document.documentElement.scrollHeight,
          };
        });
        expect(broken, 'images that did not load').toEqual([]);
        const same = height === last;
        last = height;
        return same;
      },
      // A cold image cache resizes each photo on first sight: the first reading waits for them all.
      { message: 'the page keeps changing height', timeout: 45_000 },
    )
    .toBe(true);
  return last;
}

test.describe.configure({ mode: 'parallel' });

for (const locale of locales) {
  for (const width of widths) {
    test.describe(`${locale} at ${width}px`, () => {
      test.use({
        lang: locale,
        viewport: { width, height: width < 600 ? 740 : 800 },
        // Carousels do not rotate with reduced motion (libs/shared/ui carousel): one slide, always.
        reducedMotion: 'reduce',
      });

      for (const template of templates) {
        test(template.name, async ({ page, visit, problems }) => {
          const path = await template.path();
          if (template.name === 'not-found') problems.allowNotFound(inLanguage(path, locale));
          await visit(path);
          // The page as it stays: the cookie page's controls, for one, are unavailable until then.
          // The standalone form page has nothing else that hydrates, and its form hydrates when it
          // comes near the screen (ADR 0018): reached as a visitor would, then back to the top.
          if (template.name === 'form') {
            await pageForm(page);
            await page.evaluate(() => window.scrollTo(0, 0));
          } else await pageHydrated(page);
          const height = await settle(page);
          await expect(page).toHaveScreenshot(`${template.name}-${locale}-${width}.png`, {
            fullPage: true,
            clip: { x: 0, y: 0, width, height: Math.min(height, maxHeight[width]) },
            animations: 'disabled',
            caret: 'hide',
            // The header's search results are never open here; masked all the same should one show.
            mask: [page.locator('[role="dialog"]')],
          });
        });
      }
    });
  }
}
