import { createIntl } from 'react-intl';
import { formatDate, formatFileSize, formatTzs } from './format';
import { intlConfig } from './intl-config';

const intlIn = (locale: 'en' | 'sw') => createIntl(intlConfig(locale, {}));
const en = intlIn('en');
const sw = intlIn('sw');
// Intl separates a currency code from its number with a no-break space (a unit with a plain one).
const nbsp = '\u00a0';

describe('formatDate', () => {
  it('prints a calendar date as that day in Tanzania, day first, the month in full', () => {
    expect(formatDate(en, '2026-11-15')).toBe('15 November 2026');
    expect(formatDate(sw, '2026-11-15')).toBe('15 Novemba 2026');
    expect(formatDate(en, '2026-09-01', 'monthYear')).toBe('September 2026');
    expect(formatDate(sw, '2026-09-01', 'monthYear')).toBe('Septemba 2026');
    expect(formatDate(sw, '2026-09-01', 'day')).toBe('1');
  });

  it('reads a timestamp as a clock in Dar es Salaam shows it (UTC+3, 24 hours)', () => {
    // 22:30 UTC on 31 August is already 1 September in East Africa Time.
    expect(formatDate(en, '2026-08-31T22:30:00Z')).toBe('1 September 2026');
    expect(formatDate(sw, '2026-08-31T22:30:00Z', 'time')).toBe('01:30');
    expect(formatDate(en, '2026-09-01T14:05:00Z', 'time')).toBe('17:05');
  });

  it('returns an unreadable value unchanged rather than "Invalid Date"', () => {
    expect(formatDate(en, 'soon')).toBe('soon');
  });
});

describe('formatTzs', () => {
  it('prints whole shillings with the code first, grouped by thousands, in both languages', () => {
    expect(formatTzs(en, 1_234_567.5)).toBe(`TZS${nbsp}1,234,568`);
    expect(formatTzs(sw, 10_000)).toBe(`TZS${nbsp}10,000`);
    expect(formatTzs(en, -50)).toBe(`-TZS${nbsp}50`);
  });
});

describe('formatFileSize', () => {
  it('prints kilobytes below a megabyte and megabytes with one decimal above; Swahili names the unit first', () => {
    expect(formatFileSize(en, 340)).toBe('340 kB');
    expect(formatFileSize(en, 1250)).toBe('1.3 MB');
    expect(formatFileSize(sw, 340)).toBe('kilobaiti 340');
    expect(formatFileSize(sw, 12_049)).toBe('MB 12');
  });
});
