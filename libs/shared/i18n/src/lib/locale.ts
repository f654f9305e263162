import { deviceStorage } from './device-storage';

export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** localStorage key of the visitor's language (docs/behaviour.md §9). */
export const localeStorageKey = deviceStorage.language.key;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** The saved language when it is `en` or `sw`, else English (docs/behaviour.md §4). Safe without a DOM (prerender). */
export function readStoredLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(localeStorageKey);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale; // storage can throw in private modes
  }
}
