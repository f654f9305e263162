import { defaultLocale, isLocale, type Locale } from '@site/shared-server-contract';
import { deviceStorage } from './device-storage';

/** localStorage key of the visitor's language (docs/behaviour.md §9). */
export const localeStorageKey = deviceStorage.language.key;

/** The saved language when it is `en` or `sw`, else English (docs/behaviour.md §4). Safe without a DOM (prerender). */
export function readStoredLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(localeStorageKey);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale; // storage can throw in private modes
  }
}
