import type { CustomFormats, IntlConfig, MessageFormatElement } from 'react-intl';
import type { Locale } from '@site/shared-server-contract';

/** Catalog texts: ICU strings in source and tests, message ASTs in the build (`formatjs compile --ast`). */
export type Messages = Record<string, string> | Record<string, MessageFormatElement[]>;

/**
 * The Intl locale of each site language: Tanzanian English writes the day first (`28 September
 * 2026`), like Swahili. Both the server and the browser format with these.
 */
export const intlLocales: Record<Locale, string> = { en: 'en-TZ', sw: 'sw' };

/** Tanzania keeps East Africa Time all year: every date and time prints as a clock in Dar es Salaam shows it. */
export const siteTimeZone = 'Africa/Dar_es_Salaam';

/**
 * The site's named formats, one place for each: `intl.formatDate(date, { format: 'long' })`. Month
 * names are long everywhere: abbreviations differ between CLDR versions (`Sep`, `Sept`), and a phone's
 * ICU can be older than the server's, which would break hydration.
 */
export const siteFormats = {
  date: {
    long: { day: 'numeric', month: 'long', year: 'numeric' },
    day: { day: 'numeric' },
    monthYear: { month: 'long', year: 'numeric' },
  },
  time: { clock: { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' } },
  number: {
    tzs: { style: 'currency', currency: 'TZS', currencyDisplay: 'code', maximumFractionDigits: 0 },
    kilobytes: { style: 'unit', unit: 'kilobyte', unitDisplay: 'short', maximumFractionDigits: 0 },
    megabytes: { style: 'unit', unit: 'megabyte', unitDisplay: 'short', maximumFractionDigits: 1 },
  },
} satisfies CustomFormats;

/**
 * English is merged under every language, so an id missing here is in no catalog, and a message
 * lacking a value cannot print: both are bugs a visitor would see as an id. The end-to-end sweep
 * fails a page that logs one.
 */
const reportIntlError: IntlConfig['onError'] = (error) => console.error(`${error.code}: ${error.message}`);

/** The configuration of every `IntlProvider` and `createIntl` of the site: server, browser, tests, stories. */
export function intlConfig(locale: Locale, messages: Messages, onError = reportIntlError): IntlConfig {
  return {
    locale: intlLocales[locale],
    defaultLocale: intlLocales.en,
    messages,
    formats: siteFormats,
    timeZone: siteTimeZone,
    onError,
  };
}
