import { defaultLocale, isLocale, type Locale } from '@site/shared-server-contract';
import { languageItem } from './storage-keys';

/** localStorage key of the visitor's language (docs/behaviour.md §9). */
export const localeStorageKey = languageItem.key;

/** The saved language when it is `en` or `sw`, else English (docs/behaviour.md §4). Safe without a DOM (prerender). */
export function readStoredLocale(): Locale {
  try {
    const saved = globalThis.localStorage?.getItem(localeStorageKey);
    return isLocale(saved) ? saved : defaultLocale;
  } catch {
    return defaultLocale; // storage can throw in private modes
  }
}
