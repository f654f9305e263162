import type { Page } from '@playwright/test';
import { deviceStorage } from '@site/shared-i18n/device-storage';
import { imageWidths } from '@site/shared-server-contract';
import { message } from '../support/catalog';
import { locales, type Locale } from '../support/env';
import { expect, headerReady, inLanguage, test } from '../support/fixtures';

// Save-Data (ADR 0030): a browser that asks to save data, or a visitor who turns the footer's data
// saver on, gets pages without scripts and with the smallest images; the switch works with and
// without JavaScript, and turning it off brings the full pages back.

const smallest = imageWidths[0];

/** The page's scripts that run (structured data is not one), as the server sent them. */
const runnableScripts = (page: Page) => page.locator('script:not([type="application/ld+json"])');

const switchButton = (page: Page, locale: Locale, id: 'shell.saveData.turnOn' | 'shell.saveData.turnOff') =>
  page.getByRole('contentinfo').getByRole('button', { name: message('shell', locale, id) });

/** Every image variant the page offers (its `srcset`s and preloads), by width. */
const offeredWidths = (page: Page) =>
  page.locator('[srcset], link[imagesrcset]').evaluateAll((elements) =>
    elements.flatMap((element) =>
      (element.getAttribute('srcset') ?? element.getAttribute('imagesrcset') ?? '')
        .split(',')
        .map((candidate) => candidate.trim().split(' ')[0] ?? '')
        .filter((url) => url.startsWith('/_img/'))
        .map((url) => Number(url.split('/')[3])),
    ),
  );

test.describe('a browser that asks to save data', () => {
  test.use({ extraHTTPHeaders: { 'Save-Data': 'on' } });

  for (const locale of locales)
    test(`gets pages without scripts and with the smallest images (${locale})`, async ({ page }) => {
      const scripts: string[] = [];
      const images: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(request.url());
        if (request.url().includes('/_img/')) images.push(request.url());
      });
      await page.goto(inLanguage('/', locale));
      await expect(page.locator('main h1').first()).toBeVisible();
      await expect(runnableScripts(page)).toHaveCount(0);
      const widths = await offeredWidths(page);
      expect(widths.length, 'the home page offers photos').toBeGreaterThan(0);
      expect(new Set(widths)).toEqual(new Set([smallest]));
      // The hero is loaded at once: it, and whatever else loaded, is the smallest variant.
      await expect.poll(() => images.length).toBeGreaterThan(0);
      expect(images.filter((url) => !url.includes(`/${smallest}/`))).toEqual([]);
      expect(scripts).toEqual([]);
      await expect(switchButton(page, locale, 'shell.saveData.turnOff')).toBeVisible();
      await expect(switchButton(page, locale, 'shell.saveData.turnOn')).toBeHidden();
    });
});

for (const javaScriptEnabled of [false, true])
  test.describe(`the footer's data saver ${javaScriptEnabled ? 'with' : 'without'} JavaScript`, () => {
    test.use({ javaScriptEnabled, viewport: { width: 360, height: 740 } });

    for (const locale of locales)
      test(`turns lighter pages on and off (${locale})`, async ({ page, context }) => {
        const path = inLanguage('/mpesa', locale);
        await page.goto(path);
        if (javaScriptEnabled) await headerReady(page);
        await expect(runnableScripts(page)).not.toHaveCount(0);
        await expect(switchButton(page, locale, 'shell.saveData.turnOff')).toBeHidden();

        await switchButton(page, locale, 'shell.saveData.turnOn').click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await expect(page.locator('html[data-save-data]')).toBeAttached();
        await expect(runnableScripts(page)).toHaveCount(0);
        expect(new Set(await offeredWidths(page))).toEqual(new Set([smallest]));
        const cookie = async () =>
          (await context.cookies()).find((one) => one.name === deviceStorage.saveData.key)?.value;
        expect(await cookie()).toBe('on');
        // The choice holds on the next page.
        await page.goto(inLanguage('/faq', locale));
        await expect(runnableScripts(page)).toHaveCount(0);

        await switchButton(page, locale, 'shell.saveData.turnOff').click();
        await expect(page).toHaveURL(new RegExp(`${inLanguage('/faq', locale)}$`));
        await expect(page.locator('html[data-save-data]')).not.toBeAttached();
        await expect(runnableScripts(page)).not.toHaveCount(0);
        await expect(switchButton(page, locale, 'shell.saveData.turnOn')).toBeVisible();
        expect(await cookie()).toBe('off');
      });
  });
