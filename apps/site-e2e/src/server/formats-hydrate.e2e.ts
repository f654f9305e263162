import type { Page } from '@playwright/test';
import { locales, type Locale } from '../support/env';
import { expect, inLanguage, pageHydrated, test } from '../support/fixtures';
import { mainOf, textOf } from '../support/html';

// Every kind of formatted value the site prints, each on a seeded page: long dates and the calendar's
// day, month and clock (/calendar), file sizes beside dates (/financials), shillings and grouped
// numbers (the calculator on /mpesa), dates on cards (/news-events). The server formats them with
// Node's ICU; the browser must print the same text or hydration breaks (React reports a mismatch).
const pages = ['/calendar', '/financials', '/mpesa', '/news-events'];

const months: Record<Locale, RegExp> = {
  en: /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December) \d{4}\b/,
  sw: /\b\d{1,2} (Januari|Februari|Machi|Aprili|Mei|Juni|Julai|Agosti|Septemba|Oktoba|Novemba|Desemba) \d{4}\b/,
};
const formats: Record<Locale, RegExp[]> = {
  en: [months.en, /\bTZS \d{1,3}(,\d{3})*\b/, /\b\d+(\.\d)? (kB|MB)\b/, /\b\d{2}:\d{2}\b/],
  sw: [months.sw, /\bTZS \d{1,3}(,\d{3})*\b/, /\b(kilobaiti|MB) \d+(\.\d)?\b/, /\b\d{2}:\d{2}\b/],
};

/** The server's HTML of a page and, once the browser has hydrated it, the page's text as the browser shows it. */
async function serverAndHydrated(page: Page, path: string) {
  const served = await page.request.get(path);
  expect(served.status(), `${path}: status`).toBe(200);
  const server = textOf(mainOf(await served.text()));
  await page.goto(path);
  await pageHydrated(page);
  // The calculator marks itself once hydrated: the page's lazy blocks have run over the server's markup.
  if (path.endsWith('/mpesa'))
    await page.locator('main form[data-hydrated]').first().waitFor({ state: 'attached', timeout: 20_000 });
  const browser = textOf(await page.locator('main').evaluate((main) => main.outerHTML));
  return { server, browser };
}

for (const locale of locales) {
  test(`every date, number and amount format hydrates without a mismatch (${locale})`, async ({ page }) => {
    test.setTimeout(120_000);
    const printed: string[] = [];
    for (const path of pages.map((page) => inLanguage(page, locale))) {
      const { server, browser } = await serverAndHydrated(page, path);
      expect.soft(browser, `${path}: the browser prints the server's text`).toBe(server);
      printed.push(server);
    }
    // Each format is on at least one of the pages, so each was put to the test.
    for (const format of formats[locale]) expect(printed.join(' '), `a value like ${format}`).toMatch(format);
  });

  test(`a phone without the language's Intl data gets formatjs's polyfills and prints the same (${locale})`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    // An old WebView whose ICU lacks the site's languages: every Intl API says it supports neither.
    await page.addInitScript(() => {
      for (const api of [Intl.PluralRules, Intl.NumberFormat, Intl.DateTimeFormat])
        Object.defineProperty(api, 'supportedLocalesOf', { value: () => [] });
    });
    for (const path of pages.map((page) => inLanguage(page, locale))) {
      const { server, browser } = await serverAndHydrated(page, path);
      expect.soft(browser, `${path}: the polyfilled browser prints the server's text`).toBe(server);
      const polyfilled = await page.evaluate(() =>
        [Intl.PluralRules, Intl.NumberFormat, Intl.DateTimeFormat].every(
          (api) => (api as unknown as { polyfilled?: boolean }).polyfilled === true,
        ),
      );
      expect(polyfilled, `${path}: the page runs on formatjs's polyfills`).toBe(true);
    }
  });
}
