/// <reference lib="webworker" />
import { cachePrefix, deviceStorage } from '@site/shared-i18n/device-storage';
import { clientsClaim, setCacheNameDetails } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { cacheable, offlinePageFor, routeKind, type RouteKind } from './rules';

declare const self: ServiceWorkerGlobalScope;
/** Set by the build (tools/vite/service-worker.ts): the shell to precache and this build's id. */
declare const __SW_PRECACHE__: { url: string; revision: string | null }[];
declare const __SW_BUILD_ID__: string;

// Cache names from the registry the cookie preferences page lists and clears.
setCacheNameDetails({ prefix: cachePrefix.replace(/-$/, ''), suffix: '', precache: 'precache' });

// A new build takes over as soon as the outgoing worker stops; a page does not wait for that, it opens
// its next page from the server once this worker is installed (effects/service-worker.ts).
self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(__SW_PRECACHE__);

// How many answers each cache keeps: the least recently used go first. Entries are deleted by URL, so
// whatever their `Vary` (the strategies match the same way).
const maxEntries: Record<string, number> = {
  [deviceStorage.pagesCache.key]: 50,
  [deviceStorage.contentCache.key]: 200,
  [deviceStorage.filesCache.key]: 150,
};
const matchOptions = { ignoreVary: true };
const limits = (cacheName: string) => ({ maxEntries: maxEntries[cacheName], matchOptions });

// Only answers a visitor may keep: 200, no `no-store`/`private`, never a preview.
const keepable = {
  cacheWillUpdate: async ({ response }: { response: Response }) => (cacheable(response) ? response : null),
};
const keep = (cacheName: string) => [keepable, new ExpirationPlugin(limits(cacheName))];

const pages = new NetworkFirst({
  cacheName: deviceStorage.pagesCache.key,
  matchOptions,
  networkTimeoutSeconds: 6,
  plugins: [
    ...keep(deviceStorage.pagesCache.key),
    {
      // Never opened and no network: the offline page in the page's language.
      handlerDidError: async ({ request }) => (await matchPrecache(offlinePageFor(request.url))) ?? undefined,
    },
  ],
});
const content = new NetworkFirst({
  cacheName: deviceStorage.contentCache.key,
  matchOptions,
  networkTimeoutSeconds: 6,
  plugins: keep(deviceStorage.contentCache.key),
});
const files = new CacheFirst({
  cacheName: deviceStorage.filesCache.key,
  plugins: keep(deviceStorage.filesCache.key),
});

// GET only (Workbox's default): form posts and every other method go to the network untouched.
registerRoute(({ request, url }) => routeKind(request, url, self.location.origin) === 'page', pages);
registerRoute(({ request, url }) => routeKind(request, url, self.location.origin) === 'content', content);
registerRoute(({ request, url }) => routeKind(request, url, self.location.origin) === 'file', files);

/** Keeps a copy of what a page loaded before this worker controlled it (the first visit). */
async function keepCopies(pageUrls: string[], fileUrls: string[]) {
  const store = async (cacheName: string, urls: string[]) => {
    const cache = await caches.open(cacheName);
    // The same bookkeeping as the strategies' ExpirationPlugin: a copy counts towards the cache's limit.
    const expiration = new CacheExpiration(cacheName, limits(cacheName));
    for (const url of urls) {
      const target = new URL(url, self.location.origin);
      if (target.origin !== self.location.origin || (await cache.match(target.href, matchOptions))) continue;
      const response = await fetch(target.href, { credentials: 'same-origin' }).catch(() => null);
      if (!response || !cacheable(response)) continue;
      await cache.put(target.href, response);
      await expiration.updateTimestamp(target.href);
    }
    await expiration.expireEntries();
  };
  // Only what the worker would itself keep when the page asks for it: pages as navigations, files as fetches.
  const keptAs = (urls: string[], request: Parameters<typeof routeKind>[0], kind: RouteKind) =>
    urls.filter(
      (url) => routeKind(request, new URL(url, self.location.origin), self.location.origin) === kind,
    );
  await store(
    deviceStorage.pagesCache.key,
    keptAs(pageUrls, { method: 'GET', mode: 'navigate', destination: 'document' }, 'page'),
  );
  await store(
    deviceStorage.filesCache.key,
    keptAs(fileUrls, { method: 'GET', mode: 'no-cors', destination: '' }, 'file'),
  );
}

self.addEventListener('message', (event) => {
  const data = event.data as { type?: string; pages?: unknown; files?: unknown } | null;
  // The page (and the tests) can ask which build this worker serves.
  if (data?.type === 'BUILD_ID') event.ports[0]?.postMessage(__SW_BUILD_ID__);
  if (data?.type === 'KEEP_COPIES') {
    const urls = (value: unknown) =>
      Array.isArray(value) ? value.filter((url): url is string => typeof url === 'string').slice(0, 100) : [];
    event.waitUntil(
      keepCopies(urls(data.pages), urls(data.files)).then(() => event.ports[0]?.postMessage('kept')),
    );
  }
});

// Caches of an older naming scheme are dropped once the new worker runs.
self.addEventListener('activate', (event) => {
  const known = new Set<string>([
    deviceStorage.pagesCache.key,
    deviceStorage.contentCache.key,
    deviceStorage.filesCache.key,
  ]);
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter(
              (name) =>
                name.startsWith(cachePrefix) &&
                !name.startsWith(deviceStorage.shellCache.key) &&
                !known.has(name),
            )
            .map((name) => caches.delete(name)),
        ),
      ),
  );
});
