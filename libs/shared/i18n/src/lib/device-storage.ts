/**
 * Everything the site writes to a visitor's device, in one list: the code that writes a key takes its
 * name from here (the page's own keys from `storage-keys.ts`), the cookie preferences page lists these entries (with texts declared by `id`),
 * its "clear" button removes them, and the end-to-end test holds what the site really writes to it.
 * A new key is added here first; the two cookies hold the visitor's own choices (consent, data saver),
 * written only when made.
 *
 * Imports only `storage-keys.ts`: the service worker bundles this file too.
 */

import {
  chunkReloadItem,
  consentCookie,
  consentItem,
  formDraftsItem,
  languageItem,
  navigationMarkerItem,
  optionalConsentValue,
  saveDataItem,
  scrollPositionsItem,
  type StorageArea,
  type StoredItem,
} from './storage-keys';

export type { StorageArea, StoredItem } from './storage-keys';
export { optionalConsentValue } from './storage-keys';

/** Prefix of every cache the service worker keeps (names below, plus Workbox's precache). */
export const cachePrefix = 'site-';

export const deviceStorage = {
  language: languageItem,
  consent: consentItem,
  saveData: saveDataItem,
  navigationMarker: navigationMarkerItem,
  scrollPositions: scrollPositionsItem,
  chunkReload: chunkReloadItem,
  formDrafts: formDraftsItem,
  shellCache: {
    id: 'shellCache',
    area: 'cache',
    key: `${cachePrefix}precache`,
    prefix: true,
    essential: true,
  },
  pagesCache: { id: 'pagesCache', area: 'cache', key: `${cachePrefix}pages`, essential: true },
  contentCache: { id: 'contentCache', area: 'cache', key: `${cachePrefix}content`, essential: true },
  filesCache: { id: 'filesCache', area: 'cache', key: `${cachePrefix}files`, essential: true },
  // Workbox's ExpirationPlugin: when each kept URL was last used, to drop the oldest past a cache's limit.
  offlineCopyTimes: { id: 'offlineCopyTimes', area: 'indexedDB', key: 'workbox-expiration', essential: true },
} as const satisfies Record<string, StoredItem>;

export type DeviceStorageId = keyof typeof deviceStorage;

/** The entries in the order the cookie preferences page lists them. */
export const storedItems: readonly (StoredItem & { id: DeviceStorageId })[] =
  /* @__PURE__ */ Object.values(deviceStorage);

/** The registry entry a key (or cache name) of an area belongs to, if any. */
export function storedItemFor(area: StorageArea, key: string): StoredItem | undefined {
  return storedItems.find(
    (item) =>
      item.area === area && ('prefix' in item && item.prefix ? key.startsWith(item.key) : key === item.key),
  );
}

/** True once the visitor allowed optional (non-essential) storage on the cookie preferences page. */
export function hasOptionalConsent(): boolean {
  try {
    const prefix = `${consentItem.key}=`;
    return (globalThis.document?.cookie ?? '')
      .split(';')
      .some((pair) => pair.trim() === `${prefix}${optionalConsentValue}`);
  } catch {
    return false;
  }
}

/** Records the choice: the cookie is written only when turned on; turning it off expires it. */
export function setOptionalConsent(allowed: boolean): void {
  try {
    document.cookie = consentCookie(allowed, globalThis.location?.protocol === 'https:');
  } catch {
    // Cookies blocked: the choice stays off, which is the default.
  }
}
