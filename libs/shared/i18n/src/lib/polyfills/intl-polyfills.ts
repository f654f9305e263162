import { shouldPolyfill as dateTimeFormatMissing } from '@formatjs/intl-datetimeformat/should-polyfill.js';
import { shouldPolyfill as numberFormatMissing } from '@formatjs/intl-numberformat/should-polyfill.js';
import { shouldPolyfill as pluralRulesMissing } from '@formatjs/intl-pluralrules/should-polyfill.js';
import type { Locale } from '@site/shared-server-contract';
import { intlLocales } from '../intl-config';

// Each data import names its file: the bundler then splits exactly these two languages' data.
const pluralData: Record<Locale, () => Promise<unknown>> = {
  en: () => import('@formatjs/intl-pluralrules/locale-data/en.js'),
  sw: () => import('@formatjs/intl-pluralrules/locale-data/sw.js'),
};
const numberData: Record<Locale, () => Promise<unknown>> = {
  en: () => import('@formatjs/intl-numberformat/locale-data/en-TZ.js'),
  sw: () => import('@formatjs/intl-numberformat/locale-data/sw.js'),
};
const dateTimeData: Record<Locale, () => Promise<unknown>> = {
  en: () => import('@formatjs/intl-datetimeformat/locale-data/en-TZ.js'),
  sw: () => import('@formatjs/intl-datetimeformat/locale-data/sw.js'),
};

/**
 * formatjs's polyfills, in the order they build on each other (number formatting picks plural
 * forms, dates print numbers), each only when this browser lacks it for the language, with the
 * data of that language and of Dar es Salaam's time zone alone (all zones would be 190 kB gzip).
 */
export async function polyfillIntl(locale: Locale): Promise<void> {
  const tag = intlLocales[locale];
  if (pluralRulesMissing(tag)) {
    await import('@formatjs/intl-pluralrules/polyfill-force.js');
    await pluralData[locale]();
  }
  if (numberFormatMissing(tag)) {
    await import('@formatjs/intl-numberformat/polyfill-force.js');
    await numberData[locale]();
  }
  if (dateTimeFormatMissing(tag)) {
    await import('@formatjs/intl-datetimeformat/polyfill-force.js');
    await dateTimeData[locale]();
    await import('virtual:east-africa-time-zone');
  }
}
