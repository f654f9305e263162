/**
 * The device storage keys the page's own code writes, one constant each so the shell's start loads
 * only these few (the whole list, with its texts' ids and the service worker's caches, is
 * `device-storage.ts`). No imports: the service worker and the site's server bundle this file too.
 */

/** Where an entry lives on the device. */
export type StorageArea = 'cookie' | 'localStorage' | 'sessionStorage' | 'cache' | 'indexedDB';

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
// A cookie, so that the site's server can record the choice from the plain form (ADR 0029).
export const consentItem = {
  id: 'consent',
  area: 'cookie',
  key: 'site.storage-consent',
  essential: true,
} as const satisfies StoredItem;

/** The value of the consent cookie when the visitor allows optional storage (absent = not allowed). */
export const optionalConsentValue = 'optional';

/** How long the site's cookies are kept: a year, then the choice is asked again (off until then). */
const consentMaxAgeSeconds = 365 * 24 * 60 * 60;

/**
 * The consent cookie as written by the page (`document.cookie`) and by the server (`Set-Cookie`):
 * the choice on, or the cookie expired when turned off. Readable by the page's code (not HttpOnly),
 * sent on the site's own navigations only (SameSite=Lax).
 */
export function consentCookie(allowed: boolean, secure: boolean): string {
  const value = allowed ? optionalConsentValue : '';
  const maxAge = allowed ? consentMaxAgeSeconds : 0;
  return siteCookie(consentItem.key, value, maxAge, secure);
}

// The visitor's own data saver switch (ADR 0030): the server reads it to send pages without scripts.
export const saveDataItem = {
  id: 'saveData',
  area: 'cookie',
  key: 'site.save-data',
  essential: true,
} as const satisfies StoredItem;

/** The data saver cookie's values: `on` (lighter pages), `off` (full pages, even if the browser asks to save data). */
export const saveDataValues = { on: 'on', off: 'off' } as const;
export type SaveDataValue = keyof typeof saveDataValues;

/** The data saver cookie as the server writes it (`Set-Cookie`), kept a year like the consent; null expires it. */
export function saveDataCookie(value: SaveDataValue | null, secure: boolean): string {
  return siteCookie(saveDataItem.key, value ?? '', value ? consentMaxAgeSeconds : 0, secure);
}

/** A cookie of the site's as page and server write it: the whole site, its own navigations only. */
function siteCookie(name: string, value: string, maxAge: number, secure: boolean): string {
  return `${name}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}
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
