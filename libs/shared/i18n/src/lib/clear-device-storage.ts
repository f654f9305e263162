import { storedItemFor, storedItems } from './device-storage';

// Apart from the registry: the registry is in every page's first load, this only on the cookie
// preferences page.

/**
 * Removes every record of a database, never creating it. It is emptied rather than deleted: a
 * deletion waits until every connection closes, and the service worker keeps its own open while it
 * runs. Resolves true when it held records.
 */
function emptyDatabase(name: string): Promise<boolean> {
  return new Promise((done) => {
    if (!globalThis.indexedDB) return done(false);
    const request = indexedDB.open(name);
    request.onupgradeneeded = () => request.transaction?.abort(); // not there: leave it so
    request.onerror = () => done(false);
    request.onsuccess = () => {
      const db = request.result;
      const finish = (held: boolean) => {
        db.close();
        done(held);
      };
      const names = [...db.objectStoreNames];
      if (names.length === 0) return finish(false);
      const transaction = db.transaction(names, 'readwrite');
      // Each count runs before its clear (requests on a store run in order).
      const counts = names.map((name) => {
        const store = transaction.objectStore(name);
        const count = store.count();
        store.clear();
        return count;
      });
      transaction.oncomplete = () => finish(counts.some((count) => count.result > 0));
      transaction.onabort = () => finish(false);
    };
  });
}

/** The names of the cookies this page can read now. */
function cookieNames(): string[] {
  try {
    return (globalThis.document?.cookie ?? '')
      .split(';')
      .map((pair) => pair.split('=')[0]?.trim())
      .filter((name): name is string => Boolean(name));
  } catch {
    return [];
  }
}

/**
 * Removes every entry of the list from this device (its cookies, both storages, the service worker's caches and
 * its database).
 * Keys of other sites or libraries are left alone. Resolves with how many were removed.
 */
export async function clearDeviceStorage(): Promise<number> {
  let removed = 0;
  for (const name of cookieNames().filter((key) => storedItemFor('cookie', key))) {
    // Expired as it was written: on the whole site.
    document.cookie = `${name}=; Path=/; Max-Age=0; SameSite=Lax`;
    removed += 1;
  }
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
  for (const item of storedItems.filter((entry) => entry.area === 'indexedDB'))
    if (await emptyDatabase(item.key)) removed += 1;
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
