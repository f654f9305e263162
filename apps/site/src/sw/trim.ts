/** Keeps the `max` newest entries of a cache (Cache Storage lists keys in insertion order). */
export async function trimCache(cacheName: string, max: number): Promise<void> {
  const cache = await caches.open(cacheName);
  const keys = await cache.keys();
  await Promise.all(keys.slice(0, Math.max(0, keys.length - max)).map((key) => cache.delete(key)));
}
