import { clearDeviceStorage } from './clear-device-storage';
import {
  deviceStorage,
  hasOptionalConsent,
  setOptionalConsent,
  storedItemFor,
  storedItems,
} from './device-storage';
import { localeStorageKey } from './locale';

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

  it('stores the consent only when turned on', () => {
    expect(hasOptionalConsent()).toBe(false);
    setOptionalConsent(true);
    expect(localStorage.getItem(deviceStorage.consent.key)).toBe('optional');
    expect(hasOptionalConsent()).toBe(true);
    setOptionalConsent(false);
    expect(localStorage.getItem(deviceStorage.consent.key)).toBeNull();
  });

  it('clears its own keys and caches only', async () => {
    const deleted: string[] = [];
    const names = ['site-pages', 'site-precache', 'other-cache'];
    vi.stubGlobal('caches', {
      keys: async () => names,
      delete: async (name: string) => deleted.push(name) > 0,
    });
    localStorage.setItem('lang', 'en');
    localStorage.setItem('other', '1');
    sessionStorage.setItem('site.form-draft.a', '{}');
    expect(await clearDeviceStorage()).toBe(4);
    expect(deleted.sort()).toEqual(['site-pages', 'site-precache']);
    expect(localStorage.getItem('other')).toBe('1');
    vi.unstubAllGlobals();
  });
});
