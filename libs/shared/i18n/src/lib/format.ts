import type { IntlShape } from 'react-intl';

/** How much of a date to print (`siteFormats`): `28 October 2026`, `28`, `October 2026`, `09:30`. */
export type DateStyle = 'long' | 'day' | 'monthYear' | 'time';

/** A CMS date: a calendar day (`YYYY-MM-DD`) is that day in Dar es Salaam; a timestamp is itself. */
function instant(value: string): Date {
  return new Date(value.length === 10 ? `${value}T00:00:00+03:00` : value);
}

/** A CMS date in the page's language, as a clock in Dar es Salaam shows it; an unreadable one as it is. */
export function formatDate(intl: IntlShape, value: string, style: DateStyle = 'long'): string {
  const date = instant(value);
  if (Number.isNaN(date.getTime())) return value;
  return style === 'time'
    ? intl.formatTime(date, { format: 'clock' })
    : intl.formatDate(date, { format: style });
}

/** Tanzanian shillings without decimals, the code first, as shops and tariffs print them: `TZS 10,000`. */
export function formatTzs(intl: IntlShape, amount: number): string {
  return intl.formatNumber(amount, { format: 'tzs' });
}

/** A file size from kilobytes (as Strapi stores it): `340 kB`, `1.3 MB` (Swahili names the unit first). */
export function formatFileSize(intl: IntlShape, kilobytes: number): string {
  return kilobytes >= 1000
    ? intl.formatNumber(kilobytes / 1000, { format: 'megabytes' })
    : intl.formatNumber(kilobytes, { format: 'kilobytes' });
}
