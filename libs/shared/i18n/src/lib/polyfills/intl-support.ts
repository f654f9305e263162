import type { Locale } from '@site/shared-server-contract';
import { intlLocales, siteFormats, siteTimeZone } from '../intl-config';

/**
 * Whether this browser's Intl prints the site's formats in the language: plural rules, numbers (with
 * units) and dates in Dar es Salaam's time. Current browsers do; an old phone may lack Swahili data, the
 * zone or unit formatting, and would then print other text than the server did and break hydration.
 */
export function intlSupports(locale: Locale): boolean {
  const tag = intlLocales[locale];
  try {
    const supported = [
      Intl.PluralRules.supportedLocalesOf(tag),
      Intl.NumberFormat.supportedLocalesOf(tag),
      Intl.DateTimeFormat.supportedLocalesOf(tag),
    ];
    if (supported.some((found) => found.length === 0)) return false;
    new Intl.NumberFormat(tag, siteFormats.number.kilobytes);
    new Intl.DateTimeFormat(tag, { ...siteFormats.time.clock, timeZone: siteTimeZone });
    return true;
  } catch {
    return false; // an option this Intl does not know (unit style, the zone) throws a RangeError
  }
}

/**
 * Makes Intl able to print the language's formats before anything is formatted: on a browser that
 * cannot, formatjs's polyfills for it load first (their own chunk: nothing for the phones that can).
 */
export async function ensureIntl(locale: Locale): Promise<void> {
  if (intlSupports(locale)) return;
  const { polyfillIntl } = await import('./intl-polyfills');
  await polyfillIntl(locale);
}
