import type { Locale } from '@site/shared-server-contract';

/*
 * Numbers and dates in the site's two languages, written out here instead of asked of Intl, for two
 * reasons. On a slow phone the first Intl.NumberFormat or DateTimeFormat of a page starts ICU, ~100 ms
 * of main thread at 4x CPU, inside hydration. And the server's ICU and a phone's can disagree (an old
 * WebView's CLDR prints "Sep" where Node prints "Sept"), which would break hydration. The patterns are
 * CLDR's for en-TZ and sw-TZ; format.spec checks them against Node's ICU.
 */

const monthNames: Record<Locale, { long: readonly string[]; short: readonly string[] }> = {
  en: {
    long: 'January February March April May June July August September October November December'.split(' '),
    short: 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' '),
  },
  sw: {
    long: 'Januari Februari Machi Aprili Mei Juni Julai Agosti Septemba Oktoba Novemba Desemba'.split(' '),
    short: 'Jan Feb Mac Apr Mei Jun Jul Ago Sep Okt Nov Des'.split(' '),
  },
};

/** Both languages group like English in Tanzania and put the currency code first. */
const numberSymbols: Record<Locale, { group: string; decimal: string; shillings: string }> = {
  en: { group: ',', decimal: '.', shillings: 'TZS\u00a0' },
  sw: { group: ',', decimal: '.', shillings: 'TZS\u00a0' },
};

/** Tanzania keeps East Africa Time, UTC+3, all year. */
const eastAfricaOffsetMs = 3 * 60 * 60 * 1000;

/** `1234567.5` → `1,234,568`: rounded half away from zero (Intl's default), grouped by thousands. */
function decimal(value: number, locale: Locale, fractionDigits: 0 | 1 = 0): string {
  const { group, decimal: point } = numberSymbols[locale];
  const scale = 10 ** fractionDigits;
  const scaled = Math.round(Math.abs(value) * scale);
  const whole = String(Math.floor(scaled / scale)).replace(/\B(?=(\d{3})+$)/g, group);
  const fraction = scaled % scale ? `${point}${scaled % scale}` : '';
  return `${value < 0 && scaled > 0 ? '-' : ''}${whole}${fraction}`;
}

/** Tanzanian shillings without decimals, as shops and tariffs print them: `TZS 10,000`. */
export function formatTzs(amount: number, locale: Locale): string {
  // The sign comes before the code: `-TZS 50`.
  const number = decimal(amount, locale);
  const sign = number.startsWith('-') ? '-' : '';
  return `${sign}${numberSymbols[locale].shillings}${number.slice(sign.length)}`;
}

/** A whole number, grouped by thousands. */
export function formatNumber(value: number, locale: Locale): string {
  return decimal(value, locale);
}

/** A file size from kilobytes (as Strapi stores it): `340 kB`, `1.3 MB`; Swahili names the unit first. */
export function formatFileSize(kilobytes: number, locale: Locale): string {
  const [amount, unit] =
    kilobytes >= 1000
      ? [decimal(kilobytes / 1000, locale, 1), 'MB']
      : [decimal(kilobytes, locale), locale === 'sw' ? 'kilobaiti' : 'kB'];
  return locale === 'sw' ? `${unit} ${amount}` : `${amount} ${unit}`;
}

/** How much of a date to print: `28 October 2026`, `28`, `Oct 2026`, `09:30`. */
export type DateStyle = 'long' | 'day' | 'monthYear' | 'time';

/** A calendar date (`YYYY-MM-DD` or ISO) in the visitor's language, read in East Africa time. */
export function formatDate(value: string, locale: Locale, style: DateStyle = 'long'): string {
  const time = new Date(value.length === 10 ? `${value}T00:00:00+03:00` : value).getTime();
  if (Number.isNaN(time)) return value;
  // Shifted by the offset, the UTC fields of the date are the ones a clock in Dar es Salaam shows.
  const date = new Date(time + eastAfricaOffsetMs);
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  const names = monthNames[locale];
  switch (style) {
    case 'day':
      return String(day);
    case 'monthYear':
      return `${names.short[date.getUTCMonth()]} ${year}`;
    case 'time':
      return [date.getUTCHours(), date.getUTCMinutes()]
        .map((part) => String(part).padStart(2, '0'))
        .join(':');
    default:
      return `${day} ${names.long[date.getUTCMonth()]} ${year}`;
  }
}
