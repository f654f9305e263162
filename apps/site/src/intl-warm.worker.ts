import { intlLocales, siteFormats, siteTimeZone } from '@site/shared-i18n/intl-config';
import type { Locale } from '@site/shared-server-contract';

/**
 * Starts the browser's ICU (Intl's locale data) on a thread of its own: the data are the renderer's,
 * shared with the page, so the page's first `Intl` call, which react-intl makes as it starts, no longer
 * loads them on the main thread (~25 ms on this machine's Chromium, one unbroken task of ~350 ms on a
 * low-tier phone). A browser without the languages' data throws here or answers nothing; the page then
 * loads formatjs's polyfills itself.
 */
globalThis.onmessage = ({ data: locale }: MessageEvent<Locale>) => {
  try {
    const tag = intlLocales[locale];
    Intl.PluralRules.supportedLocalesOf(tag);
    Intl.NumberFormat.supportedLocalesOf(tag);
    Intl.DateTimeFormat.supportedLocalesOf(tag);
    new Intl.NumberFormat(tag, siteFormats.number.tzs).format(0);
    new Intl.DateTimeFormat(tag, { ...siteFormats.date.long, timeZone: siteTimeZone }).format(0);
  } finally {
    globalThis.postMessage('ready');
  }
};
