import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from './env';
import { formatProblems, ProblemLog } from './problems';

type Fixtures = {
  /** The language of the pages a test visits (English at the site's paths, Swahili under `/sw`). */
  lang: Locale;
  /** Opens a page of the site in the test's language: `visit('/mpesa')` is `/sw/mpesa` in Swahili. */
  visit: (path: string) => ReturnType<Page['goto']>;
  /** Console errors, failed requests and HTTP errors of the page; any not allowed fails the test. */
  problems: ProblemLog;
};

/** The same page in a language: English at the site's paths, Swahili under `/sw`. */
export const inLanguage = (path: string, locale: Locale) =>
  locale === 'sw' ? (path === '/' ? '/sw' : `/sw${path}`) : path;

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  visit: async ({ page, lang }, provide) => {
    await provide((path) => page.goto(inLanguage(path, lang)));
  },
  problems: [
    async ({ page }, use) => {
      const log = new ProblemLog();
      log.attach(page);
      await log.blockExternal(page);
      await use(log);
      const left = log.takeUnexpected();
      expect(left, `browser problems during the test:\n${formatProblems(left)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The header's link to the same page in a language (desktop header). */
export const languageLink = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('link', { name: locale === 'sw' ? /kiswahili/i : /english/i });

/**
 * Resolves once the header has hydrated: its menu opens and its search opens the dialog. Before that
 * a tap takes the no-script path (the search page) or does nothing, as it would for a visitor.
 */
export async function headerReady(page: Page): Promise<void> {
  await page.locator('header[data-hydrated]').waitFor({ state: 'attached', timeout: 20_000 });
}

/**
 * Resolves once the app has hydrated the page: a control that needs it has marked itself (the header,
 * or the form of a page without the site's chrome). The scripts start after the first paint, so a
 * page can be complete and still static for a while.
 */
export async function pageHydrated(page: Page): Promise<void> {
  await page.locator('[data-hydrated]').first().waitFor({ state: 'attached', timeout: 20_000 });
}

/** Resolves when the page's content (not its skeleton) has rendered an `<h1>`. */
export async function waitForContent(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout });
}
