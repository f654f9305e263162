import { readStoredLocale } from './locale';

describe('readStoredLocale', () => {
  it('uses the saved language when it is en or sw', () => {
    localStorage.setItem('lang', 'sw');
    expect(readStoredLocale()).toBe('sw');
    localStorage.setItem('lang', 'en');
    expect(readStoredLocale()).toBe('en');
  });

  it('falls back to English for anything else', () => {
    expect(readStoredLocale()).toBe('en');
    localStorage.setItem('lang', 'fr');
    expect(readStoredLocale()).toBe('en');
  });
});
