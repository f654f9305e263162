/**
 * The device storage keys the page's own code writes, one constant each so the shell's start loads
 * only these few (the whole list, with its texts' ids and the service worker's caches, is
 * `device-storage.ts`). No imports: the service worker bundles this file too.
 */

/** Where an entry lives on the device. */
export type StorageArea = 'localStorage' | 'sessionStorage' | 'cache' | 'indexedDB';

export type StoredItem = {
  /** The entry's name in the registry; the cookie preferences page declares its texts by it. */
  id: string;
  area: StorageArea;
  /** The exact key (or cache name), or the start of every key of the family when `prefix` is set. */
  key: string;
  prefix?: boolean;
  /** Needed for the site to work (no consent asked); false = only with the visitor's consent. */
  essential: boolean;
};

export const languageItem = {
  id: 'language',
  area: 'localStorage',
  key: 'lang',
  essential: true,
} as const satisfies StoredItem;
export const consentItem = {
  id: 'consent',
  area: 'localStorage',
  key: 'site.storage-consent',
  essential: true,
} as const satisfies StoredItem;
export const navigationMarkerItem = {
  id: 'navigationMarker',
  area: 'sessionStorage',
  key: 'navigatedFromPage',
  essential: true,
} as const satisfies StoredItem;
export const scrollPositionsItem = {
  id: 'scrollPositions',
  area: 'sessionStorage',
  key: 'site.scroll-positions',
  essential: true,
} as const satisfies StoredItem;
export const chunkReloadItem = {
  id: 'chunkReload',
  area: 'sessionStorage',
  key: 'reloadedAfterChunkError',
  essential: true,
} as const satisfies StoredItem;
export const formDraftsItem = {
  id: 'formDrafts',
  area: 'sessionStorage',
  key: 'site.form-draft.',
  prefix: true,
  essential: true,
} as const satisfies StoredItem;
