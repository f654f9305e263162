import { localeOfPath, localizedPath, pathInLocale } from './language.ts';

describe('language URLs', () => {
  it.each([
    ['/', 'en', '/'],
    ['/mpesa', 'en', '/mpesa'],
    ['/sw', 'sw', '/'],
    ['/sw/', 'sw', '/'],
    ['/sw/news-event/ab1/slug', 'sw', '/news-event/ab1/slug'],
    ['/swahili-page', 'en', '/swahili-page'],
  ])('%s is %s, at %s inside its language', (path, locale, inner) => {
    expect(localeOfPath(path)).toBe(locale);
    expect(pathInLocale(path)).toBe(inner);
  });

  it('moves a page between languages', () => {
    expect(localizedPath('/mpesa', 'sw')).toBe('/sw/mpesa');
    expect(localizedPath('/', 'sw')).toBe('/sw');
    expect(localizedPath('/mpesa', 'en')).toBe('/mpesa');
    expect(localizedPath('/', 'en')).toBe('/');
  });
});
