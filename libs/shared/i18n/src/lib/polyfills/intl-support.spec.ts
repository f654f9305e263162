import { createIntl } from 'react-intl';
import { formatDate, formatFileSize, formatTzs } from '../format';
import { intlConfig } from '../intl-config';
import { ensureIntl, intlSupports } from './intl-support';

/** Every format the site prints, as one line per language. */
function everyFormat(locale: 'en' | 'sw'): string {
  const intl = createIntl(intlConfig(locale, { count: '{n, plural, one {# item} other {# items}}' }));
  return [
    formatDate(intl, '2026-11-15'),
    formatDate(intl, '2026-08-31T22:30:00Z', 'day'),
    formatDate(intl, '2026-09-01', 'monthYear'),
    formatDate(intl, '2026-09-01T14:05:00Z', 'time'),
    formatTzs(intl, 1_234_567),
    intl.formatNumber(45_000),
    formatFileSize(intl, 340),
    formatFileSize(intl, 1250),
    intl.formatMessage({ id: 'count' }, { n: 2 }),
  ].join(' | ');
}

describe('Intl on a phone without the site languages', () => {
  it('is detected, and formatjs polyfills print every format exactly as the native Intl does', async () => {
    const native = { en: everyFormat('en'), sw: everyFormat('sw') };
    expect(intlSupports('sw')).toBe(true);
    // A phone whose ICU has neither language: every API answers that it does not support it.
    for (const api of [Intl.PluralRules, Intl.NumberFormat, Intl.DateTimeFormat])
      vi.spyOn(api, 'supportedLocalesOf').mockReturnValue([]);
    expect(intlSupports('sw')).toBe(false);
    expect(intlSupports('en')).toBe(false);

    await ensureIntl('sw');
    await ensureIntl('en');
    vi.restoreAllMocks();

    expect((Intl.DateTimeFormat as { polyfilled?: boolean }).polyfilled).toBe(true);
    expect((Intl.NumberFormat as { polyfilled?: boolean }).polyfilled).toBe(true);
    expect(everyFormat('sw')).toBe(native.sw);
    expect(everyFormat('en')).toBe(native.en);
  });
});
