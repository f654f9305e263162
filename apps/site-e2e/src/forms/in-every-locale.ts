import { type Locale, locales } from '../support/env';
import { test } from '../support/fixtures';

/** Declares `tests` once per language of the site, each group visiting its pages in that language. */
export function inEveryLocale(tests: (locale: Locale) => void) {
  for (const locale of locales) {
    test.describe(locale, () => {
      test.use({ lang: locale });
      tests(locale);
    });
  }
}
