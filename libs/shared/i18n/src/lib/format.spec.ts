import { formatDate, formatTzs } from './format';

describe('formatTzs', () => {
  it('formats shillings without decimals in both languages', () => {
    expect(formatTzs(10000, 'en')).toMatch(/TZS\s?10,000/);
    expect(formatTzs(10000, 'sw')).toMatch(/10,000/);
    expect(formatTzs(10000, 'sw')).toContain('TZS');
  });
});

describe('formatDate', () => {
  it('reads a calendar date in Tanzanian time', () => {
    expect(formatDate('2026-11-15', 'en')).toBe('15 November 2026');
    expect(formatDate('2026-11-15', 'sw')).toMatch(/Novemba/);
  });

  it('returns an unreadable value unchanged rather than "Invalid Date"', () => {
    expect(formatDate('soon', 'en')).toBe('soon');
  });
});
