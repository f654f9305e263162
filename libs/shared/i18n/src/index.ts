export {
  defaultLocale,
  isLocale,
  localeStorageKey,
  locales,
  readStoredLocale,
  type Locale,
} from './lib/locale';
export { localeBase, localeOfPath, localizedPath, pathInLocale } from './lib/locale-path';
export { loadedMessages, loadMessages, type MessageSource, type Messages } from './lib/catalogs';
export { LanguageProvider, type LanguageProviderProps } from './lib/language-provider';
export { useLanguage } from './lib/language-context';
export { MessagesScope, type MessagesScopeProps } from './lib/messages-scope';
export { createIntl, IntlProvider, useIntl, type IntlShape } from './lib/intl';
export { formatDate, formatFileSize, formatNumber, formatTzs } from './lib/format';
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
  type DeviceStorageId,
  type StorageArea,
  type StoredItem,
} from './lib/device-storage';
