/**
 * Everything the site writes to a visitor's device, in one list: the code that writes a key takes its
 * name from here, the cookie preferences page lists these entries (texts `support.storage.<id>.*`),
 * its "clear" button removes them, and the end-to-end test holds what the site really writes to it.
 * A new key is added here first; the site sets no cookies.
 *
 * No imports: the service worker bundles this file too.
 */

/** Where an entry lives on the device. */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'cache';

export type StoredItem = {
  /** Message id suffix: `support.storage.<id>.name|purpose|lifetime`. */
  id: string;
  area: StorageArea;
  /** The exact key (or cache name), or the start of every key of the family when `prefix` is set. */
  key: string;
  prefix?: boolean;
  /** Needed for the site to work (no consent asked); false = only with the visitor's consent. */
  essential: boolean;
};

/** Prefix of every cache the service worker keeps (names below, plus Workbox's precache). */
export const cachePrefix = 'site-';

export const deviceStorage = {
  language: { id: 'language', area: 'localStorage', key: 'lang', essential: true },
  consent: { id: 'consent', area: 'localStorage', key: 'site.storage-consent', essential: true },
  navigationMarker: {
    id: 'navigationMarker',
    area: 'sessionStorage',
    key: 'navigatedFromPage',
    essential: true,
  },
  scrollPositions: {
    id: 'scrollPositions',
    area: 'sessionStorage',
    key: 'site.scroll-positions',
    essential: true,
  },
  chunkReload: {
    id: 'chunkReload',
    area: 'sessionStorage',
    key: 'reloadedAfterChunkError',
    essential: true,
  },
  formDrafts: {
    id: 'formDrafts',
    area: 'sessionStorage',
    key: 'site.form-draft.',
    prefix: true,
    essential: true,
  },
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
} as const satisfies Record<string, StoredItem>;

export type DeviceStorageId = keyof typeof deviceStorage;

/** The entries in the order the cookie preferences page lists them. */
export const storedItems: readonly StoredItem[] = Object.values(deviceStorage);

/** The registry entry a key (or cache name) of an area belongs to, if any. */
export function storedItemFor(area: StorageArea, key: string): StoredItem | undefined {
  return storedItems.find(
    (item) =>
      item.area === area && ('prefix' in item && item.prefix ? key.startsWith(item.key) : key === item.key),
  );
}

/** The value stored under `consent` when the visitor allows optional storage (absent = not allowed). */
export const optionalConsentValue = 'optional';

/** True once the visitor allowed optional (non-essential) storage on the cookie preferences page. */
export function hasOptionalConsent(): boolean {
  try {
    return globalThis.localStorage?.getItem(deviceStorage.consent.key) === optionalConsentValue;
  } catch {
    return false;
  }
}

/** Records the choice: stored only when turned on; turning it off removes the key. */
export function setOptionalConsent(allowed: boolean): void {
  try {
    if (allowed) globalThis.localStorage?.setItem(deviceStorage.consent.key, optionalConsentValue);
    else globalThis.localStorage?.removeItem(deviceStorage.consent.key);
  } catch {
    // Blocked storage: the choice stays off, which is the default.
  }
}

/**
 * Removes every entry of the list from this device (both storages and the service worker's caches).
 * Keys of other sites or libraries are left alone. Resolves with how many were removed.
 */
export async function clearDeviceStorage(): Promise<number> {
  let removed = 0;
  for (const area of ['localStorage', 'sessionStorage'] as const) {
    try {
      const storage = globalThis[area];
      if (!storage) continue;
      const keys = Array.from({ length: storage.length }, (_, index) => storage.key(index)).filter(
        (key): key is string => key !== null && storedItemFor(area, key) !== undefined,
      );
      for (const key of keys) storage.removeItem(key);
      removed += keys.length;
    } catch {
      // Storage unavailable: nothing of ours is there.
    }
  }
  try {
    const caches = globalThis.caches;
    if (caches) {
      const names = (await caches.keys()).filter((name) => storedItemFor('cache', name));
      await Promise.all(names.map((name) => caches.delete(name)));
      removed += names.length;
    }
  } catch {
    // No Cache Storage (insecure origin, old browser): nothing to clear.
  }
  return removed;
}
