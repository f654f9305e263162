import type { Page } from '@playwright/test';

export type StoredKeys = { localStorage: string[]; sessionStorage: string[]; cache: string[] };

/** Every key the site has written to this page's origin: both storages and Cache Storage. */
export function storedKeys(page: Page): Promise<StoredKeys> {
  return page.evaluate(async () => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
    cache: 'caches' in globalThis ? await caches.keys() : [],
  }));
}

/** Resolves once a service worker controls the page. */
export async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 20_000,
  });
}

/** Resolves once a cache of the origin holds a copy of `path`. */
export async function cached(page: Page, cacheName: string, path: string): Promise<void> {
  await page.waitForFunction(
    async ([name, url]) => {
      const cache = await caches.open(name!);
      return (
        (await cache.match(new URL(url!, window.location.origin).href, { ignoreVary: true })) !== undefined
      );
    },
    [cacheName, path],
    { timeout: 20_000, polling: 100 },
  );
}
