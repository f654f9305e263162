import { expect, type Page } from '@playwright/test';

export type StoredKeys = {
  cookie: string[];
  localStorage: string[];
  sessionStorage: string[];
  cache: string[];
  indexedDB: string[];
};
/** A Playwright page, or a page of the plain browser (support/plain-chromium.ts). */
type Evaluating = Pick<Page, 'evaluate'>;

/**
 * Every key the site has written to this page's origin: its cookies, both storages, Cache Storage and the
 * IndexedDB databases that hold records (an emptied one is cleared: see clearDeviceStorage).
 */
export function storedKeys(page: Evaluating): Promise<StoredKeys> {
  return page.evaluate(async () => {
    const holdsRecords = (name: string) =>
      new Promise<boolean>((done) => {
        const request = indexedDB.open(name);
        request.onerror = () => done(false);
        request.onsuccess = () => {
          const db = request.result;
          const stores = [...db.objectStoreNames];
          if (stores.length === 0) {
            db.close();
            return done(false);
          }
          const transaction = db.transaction(stores);
          const counts = stores.map((store) => transaction.objectStore(store).count());
          transaction.oncomplete = () => {
            db.close();
            done(counts.some((count) => count.result > 0));
          };
        };
      });
    const databases = (await indexedDB.databases()).flatMap((database) => database.name ?? []);
    const holding = await Promise.all(databases.map(holdsRecords));
    return {
      cookie: document.cookie
        .split(';')
        .map((pair) => pair.split('=')[0]?.trim() ?? '')
        .filter(Boolean),
      localStorage: Object.keys(localStorage),
      sessionStorage: Object.keys(sessionStorage),
      cache: 'caches' in globalThis ? await caches.keys() : [],
      indexedDB: databases.filter((_, index) => holding[index]),
    };
  });
}

/** Resolves once a service worker controls the page. */
export async function controlled(page: Evaluating): Promise<void> {
  await until(() => page.evaluate(() => navigator.serviceWorker.controller !== null));
}

/**
 * Polls a check of the page's state until it answers true. An async check cannot go to
 * `waitForFunction`: it takes the Promise the check returns for a truthy answer and resolves at once.
 */
function until(check: () => Promise<boolean>, timeout = 20_000) {
  return expect.poll(check, { timeout, intervals: [100] }).toBe(true);
}

/**
 * Resolves once the worker holds a copy of every file the page loaded before the worker ran (a first
 * visit's `KEEP_COPIES`, sent once the worker is activated). Until then the worker is busy copying, and
 * a new worker waits for it to finish before it takes over.
 */
export async function firstVisitKept(page: Evaluating, filesCache: string): Promise<void> {
  await until(
    () =>
      page.evaluate(async (name) => {
        // `workerStart` is 0 for a request no worker handled: the files loaded before the worker ran.
        const loadedBefore = performance
          .getEntriesByType('resource')
          .filter(
            (entry) =>
              (entry as PerformanceResourceTiming).workerStart === 0 &&
              new URL(entry.name).pathname.startsWith('/assets/'),
          );
        const cache = await caches.open(name);
        const kept = await Promise.all(
          loadedBefore.map((entry) => cache.match(entry.name, { ignoreVary: true })),
        );
        return loadedBefore.length > 0 && kept.every((copy) => copy !== undefined);
      }, filesCache),
    30_000,
  );
}

/** Resolves once a cache of the origin holds a copy of `path`. */
export async function cached(page: Evaluating, cacheName: string, path: string): Promise<void> {
  await until(() =>
    page.evaluate(
      async ([name, url]) => {
        const cache = await caches.open(name);
        return (
          (await cache.match(new URL(url, window.location.origin).href, { ignoreVary: true })) !== undefined
        );
      },
      [cacheName, path] as const,
    ),
  );
}

type LifecycleWindow = { workerEvents?: string[] };

/**
 * Records the service worker's lifecycle as the page sees it (new worker found, its states, a new
 * controller), so a failed update check says how far the update got.
 */
export async function recordWorkerLifecycle(page: Pick<Page, 'addInitScript'>): Promise<void> {
  await page.addInitScript(() => {
    const events: string[] = [];
    (window as LifecycleWindow).workerEvents = events;
    const note = (what: string) => events.push(`${Math.round(performance.now())} ms ${what}`);
    const container = navigator.serviceWorker;
    container.addEventListener('controllerchange', () => note('controllerchange'));
    void container.ready.then((registration) => {
      note(`ready, active ${registration.active?.state}`);
      registration.addEventListener('updatefound', () => {
        const worker = registration.installing;
        note('updatefound');
        worker?.addEventListener('statechange', () => note(`new worker ${worker.state}`));
      });
    });
  });
}

/**
 * The build a worker serves (it answers `BUILD_ID`): the one controlling the page, or the
 * registration's newest (waiting, else active). With `limitMs`, `undefined` if it has not answered by
 * then (a diagnosis must not hang a failing test).
 */
export function workerBuild(
  page: Evaluating,
  limitMs?: number,
  which: 'controller' | 'newest' = 'controller',
): Promise<string | undefined> {
  return page.evaluate(
    async ([limit, newest]) => {
      const registration = newest ? await navigator.serviceWorker.getRegistration() : undefined;
      const worker = newest
        ? (registration?.waiting ?? registration?.active)
        : navigator.serviceWorker.controller;
      if (!worker) return undefined;
      return new Promise<string | undefined>((done) => {
        const channel = new MessageChannel();
        if (limit) setTimeout(() => done(undefined), limit);
        channel.port1.onmessage = (event) => done(String(event.data));
        worker.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
      });
    },
    [limitMs, which === 'newest'] as const,
  );
}

/**
 * Resolves once the registration's newest worker serves `build`. Polled across the page loading
 * again: a check cut short by a navigation counts as not yet.
 */
export async function newestWorkerIs(page: Evaluating, build: string): Promise<void> {
  await until(() =>
    workerBuild(page, 2_000, 'newest').then(
      (answer) => answer === build,
      () => false,
    ),
  );
}

/** What `recordWorkerLifecycle` saw, the registration's workers now, and whether the controller answers. */
export async function workerLifecycle(page: Evaluating): Promise<string> {
  const seen = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const states = `active ${registration?.active?.state}, waiting ${registration?.waiting?.state}, installing ${registration?.installing?.state}`;
    return `worker events: ${((window as LifecycleWindow).workerEvents ?? []).join('; ')}; now: ${states}`;
  });
  const build = await workerBuild(page, 5_000);
  return `${seen}; ${build === undefined ? 'no answer from a controller in 5 s' : `controller build ${build}`}`;
}
