import { test as base, expect, type Page } from '@playwright/test';
import type { Locale } from './env';
import { formatProblems, ProblemLog } from './problems';

type Fixtures = {
  /** The language a test starts in (saved under `lang` before the first page load). */
  lang: Locale;
  /** Console errors, failed requests and HTTP errors of the page; any not allowed fails the test. */
  problems: ProblemLog;
};

export const test = base.extend<Fixtures>({
  lang: ['en', { option: true }],
  problems: [
    async ({ page, lang }, use) => {
      const log = new ProblemLog();
      log.attach(page);
      await log.blockExternal(page);
      // Only when nothing is saved yet: a test that switches language and reloads keeps its choice.
      await page.addInitScript((locale) => {
        if (!window.localStorage.getItem('lang')) window.localStorage.setItem('lang', locale);
      }, lang);
      await use(log);
      const left = log.takeUnexpected();
      expect(left, `browser problems during the test:\n${formatProblems(left)}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The page's visible language switch button for a language (desktop header). */
export const languageButton = (page: Page, locale: Locale) =>
  page.getByRole('banner').getByRole('button', { name: locale === 'sw' ? /kiswahili/i : /english/i });

/** The page's `<h1>`s inside the content (visually hidden ones included: a carousel page hides its h1). */
export const mainHeading = (page: Page) => page.locator('main h1');

/** Resolves when the page's content (not its skeleton) has rendered an `<h1>`. */
export async function waitForContent(page: Page, timeout = 20_000): Promise<void> {
  await page.locator('main h1').first().waitFor({ state: 'attached', timeout });
}
