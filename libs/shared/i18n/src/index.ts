// The languages and their paths are the server's too: defined once in its contract, offered here
// beside the rest of the site's language tools.
export {
  defaultLocale,
  isLocale,
  localeBase,
  localeOfPath,
  locales,
  localizedPath,
  pathInLocale,
  type Locale,
} from '@site/shared-server-contract';
export { localeStorageKey, readStoredLocale } from './lib/locale';
export { loadedMessages, loadMessages, type MessageSource, type Messages } from './lib/catalogs';
export { LanguageProvider, type LanguageProviderProps } from './lib/language-provider';
export { useLanguage } from './lib/language-context';
export { MessagesScope, type MessagesScopeProps } from './lib/messages-scope';
export { intlConfig, intlLocales, siteFormats, siteTimeZone } from './lib/intl-config';
export { formatDate, formatFileSize, formatTzs, type DateStyle } from './lib/format';
export { ensureIntl } from './lib/polyfills/intl-support';
export { sharedMessages } from './messages';
export { sharedText } from './lib/shared-text';
export { errorMessages, labelMessages, stateMessages } from './lib/shared-messages';
export { clearDeviceStorage } from './lib/clear-device-storage';
export {
  cachePrefix,
  deviceStorage,
  hasOptionalConsent,
  optionalConsentValue,
  setOptionalConsent,
  storedItemFor,
  storedItems,
  type DeviceStorageId,
  type StorageArea,
  type StoredItem,
} from './lib/device-storage';
export {
  chunkReloadItem,
  formDraftsItem,
  languageItem,
  navigationMarkerItem,
  scrollPositionsItem,
} from './lib/storage-keys';
