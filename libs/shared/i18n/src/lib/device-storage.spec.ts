import { clearDeviceStorage } from './clear-device-storage';
import {
  deviceStorage,
  hasOptionalConsent,
  setOptionalConsent,
  storedItemFor,
  storedItems,
} from './device-storage';
import { localeStorageKey } from './locale';
import { consentCookie } from './storage-keys';

describe('device storage registry', () => {
  it('has one entry per id and key, every cache under the site prefix', () => {
    expect(new Set(storedItems.map((item) => item.id)).size).toBe(storedItems.length);
    expect(new Set(storedItems.map((item) => `${item.area}:${item.key}`)).size).toBe(storedItems.length);
    for (const item of storedItems.filter((entry) => entry.area === 'cache'))
      expect(item.key.startsWith('site-')).toBe(true);
  });

  it('is where the language key comes from', () => {
    expect(localeStorageKey).toBe(deviceStorage.language.key);
  });

  it('finds the entry of a key, by prefix for families', () => {
    expect(storedItemFor('localStorage', 'lang')?.id).toBe('language');
    expect(storedItemFor('sessionStorage', 'site.form-draft.shareholder')?.id).toBe('formDrafts');
    expect(storedItemFor('cache', 'site-precache')?.id).toBe('shellCache');
    expect(storedItemFor('indexedDB', 'workbox-expiration')?.id).toBe('offlineCopyTimes');
    expect(storedItemFor('sessionStorage', 'lang')).toBeUndefined();
    expect(storedItemFor('localStorage', 'other')).toBeUndefined();
  });

  it('writes the consent cookie only when turned on', () => {
    expect(hasOptionalConsent()).toBe(false);
    document.cookie = `${deviceStorage.consent.key}=yes; Path=/`;
    expect(hasOptionalConsent(), 'another value is not consent').toBe(false);
    setOptionalConsent(true);
    expect(document.cookie).toBe(`${deviceStorage.consent.key}=optional`);
    expect(hasOptionalConsent()).toBe(true);
    setOptionalConsent(false);
    expect(document.cookie).toBe('');
    expect(hasOptionalConsent()).toBe(false);
  });

  it('writes the consent cookie for the whole site, for a year, Secure over HTTPS', () => {
    expect(consentCookie(true, true)).toBe(
      `${deviceStorage.consent.key}=optional; Path=/; Max-Age=31536000; SameSite=Lax; Secure`,
    );
    expect(consentCookie(false, false)).toBe(
      `${deviceStorage.consent.key}=; Path=/; Max-Age=0; SameSite=Lax`,
    );
  });

  it('clears its own keys and caches only', async () => {
    const deleted: string[] = [];
    const names = ['site-pages', 'site-precache', 'other-cache'];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    document.cookie = `${deviceStorage.consent.key}=optional; Path=/`;
    document.cookie = 'other-cookie=1; Path=/';
    localStorage.setItem('lang', 'en');
    localStorage.setItem('other', '1');
    sessionStorage.setItem('site.form-draft.a', '{}');
    expect(await clearDeviceStorage()).toBe(5);
    expect(document.cookie).toBe('other-cookie=1');
    document.cookie = 'other-cookie=; Path=/; Max-Age=0';
    expect(deleted.sort()).toEqual(['site-pages', 'site-precache']);
    expect(localStorage.getItem('other')).toBe('1');
    vi.unstubAllGlobals();
  });
});
