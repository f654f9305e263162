export {
  defaultLocale,
  isLocale,
  localeStorageKey,
  locales,
  readStoredLocale,
  storeLocale,
} from './lib/locale';
export type { Locale } from './lib/locale';
export { localeBase, localeOfPath, localizedPath, pathInLocale } from './lib/locale-path';
export { loadedMessages, loadMessages } from './lib/catalogs';
export type { MessageSource, Messages } from './lib/catalogs';
export { LanguageProvider } from './lib/language-provider';
export type { LanguageProviderProps } from './lib/language-provider';
export { useLanguage } from './lib/language-context';
export { MessagesScope } from './lib/messages-scope';
export type { MessagesScopeProps } from './lib/messages-scope';
export { formatDate, formatNumber, formatTzs } from './lib/format';
export { sharedMessages } from './messages';
export { sharedText } from './lib/shared-text';
export {
  cachePrefix,
  clearDeviceStorage,
  deviceStorage,
  hasOptionalConsent,
  optionalConsentValue,
  setOptionalConsent,
  storedItemFor,
  storedItems,
} from './lib/device-storage';
export type { DeviceStorageId, StorageArea, StoredItem } from './lib/device-storage';
