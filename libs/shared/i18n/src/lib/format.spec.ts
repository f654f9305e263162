import { formatDate, formatFileSize, formatNumber, formatTzs } from './format';
import { locales } from '@site/shared-server-contract';

// The formatters write CLDR's patterns out by hand; Node's ICU is the reference they must match.
const icuLocale = { en: 'en-TZ', sw: 'sw-TZ' } as const;
const zone = 'Africa/Dar_es_Salaam';
const icuDate = (locale: 'en' | 'sw', date: Date, options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(icuLocale[locale], { timeZone: zone, ...options }).format(date);

describe.each(locales)('number and date formats (%s) match ICU', (locale) => {
  const amounts = [0, 7, 999, 1000, 1234.5, 45_000, 999_999.5, 1_234_567.5, -50, -1234.5];

  it('groups whole numbers by thousands, rounding halves away from zero', () => {
    const icu = new Intl.NumberFormat(icuLocale[locale], { maximumFractionDigits: 0 });
    for (const amount of amounts) expect(formatNumber(amount, locale)).toBe(icu.format(amount));
  });

  it('prints shillings with the code first', () => {
    const icu = new Intl.NumberFormat(icuLocale[locale], {
      style: 'currency',
      currency: 'TZS',
      currencyDisplay: 'code',
      maximumFractionDigits: 0,
    });
    for (const amount of amounts) expect(formatTzs(amount, locale)).toBe(icu.format(amount));
  });

  it('prints file sizes in kB below a megabyte and in MB with one decimal above', () => {
    const icu = (unit: string, digits: number, value: number) =>
      new Intl.NumberFormat(icuLocale[locale], {
        style: 'unit',
        unit,
        unitDisplay: 'short',
        maximumFractionDigits: digits,
      }).format(value);
    for (const kilobytes of [12, 340, 999, 1000, 1250, 12_049, 2_345_678])
      expect(formatFileSize(kilobytes, locale)).toBe(
        kilobytes >= 1000 ? icu('megabyte', 1, kilobytes / 1000) : icu('kilobyte', 0, kilobytes),
      );
  });

  it('names every month, long and short, on the day Dar es Salaam sees', () => {
    for (let month = 0; month < 12; month += 1) {
      // 22:30 UTC on the last day of the month before is already the 1st in East Africa Time.
      const instant = new Date(Date.UTC(2026, month, 0, 22, 30));
      const iso = instant.toISOString();
      expect(formatDate(iso, locale)).toBe(icuDate(locale, instant, { dateStyle: 'long' }));
      expect(formatDate(iso, locale, 'monthYear')).toBe(
        icuDate(locale, instant, { month: 'short', year: 'numeric' }),
      );
      expect(formatDate(iso, locale, 'day')).toBe('1');
      expect(formatDate(iso, locale, 'time')).toBe(
        icuDate(locale, instant, { hour: '2-digit', minute: '2-digit' }),
      );
    }
  });
});

describe('formatDate', () => {
  it('reads a calendar date as that day in Tanzania', () => {
    expect(formatDate('2026-11-15', 'en')).toBe('15 November 2026');
    expect(formatDate('2026-11-15', 'sw')).toBe('15 Novemba 2026');
    expect(formatDate('2026-09-01', 'en', 'monthYear')).toBe('Sept 2026');
    expect(formatDate('2026-09-01T06:05:00Z', 'sw', 'time')).toBe('09:05');
  });

  it('returns an unreadable value unchanged rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});

describe('formatTzs', () => {
  it('never prints a minus before nothing', () => {
    expect(formatTzs(-0.4, 'en')).toBe('TZS\u00a00');
    expect(formatNumber(-0.4, 'sw')).toBe('0');
  });
});
