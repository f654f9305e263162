import type { Locale } from './locale';

const numberLocales: Record<Locale, string> = { en: 'en-TZ', sw: 'sw-TZ' };

/** Tanzanian shillings without decimals, as shops and tariffs print them. */
export function formatTzs(amount: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocales[locale], {
    style: 'currency',
    currency: 'TZS',
    currencyDisplay: 'code',
    maximumFractionDigits: 0,
  }).format(amount);
}

export function formatNumber(value: number, locale: Locale): string {
  return new Intl.NumberFormat(numberLocales[locale], { maximumFractionDigits: 0 }).format(value);
}

/** A calendar date (`YYYY-MM-DD` or ISO) in the visitor's language, read in East Africa time. */
export function formatDate(value: string, locale: Locale, options: Intl.DateTimeFormatOptions = {}): string {
  const date = new Date(value.length === 10 ? `${value}T00:00:00+03:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return new Intl.DateTimeFormat(numberLocales[locale], {
    dateStyle: 'long',
    timeZone: 'Africa/Dar_es_Salaam',
    ...options,
  }).format(date);
}
