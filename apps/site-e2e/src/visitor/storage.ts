import { expect, type Page } from '@playwright/test';

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
export async function firstVisitKept(page: Page, filesCache: string): Promise<void> {
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
export async function cached(page: Page, cacheName: string, path: string): Promise<void> {
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
export async function recordWorkerLifecycle(page: Page): Promise<void> {
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
 * The build the controlling worker serves (it answers `BUILD_ID`). With `limitMs`, `undefined` if it
 * has not answered by then (a diagnosis must not hang a failing test).
 */
export function workerBuild(page: Page, limitMs?: number): Promise<string | undefined> {
  return page.evaluate(
    (limit) =>
      new Promise<string | undefined>((done) => {
        const controller = navigator.serviceWorker.controller;
        if (!controller) return done(undefined);
        const channel = new MessageChannel();
        if (limit) setTimeout(() => done(undefined), limit);
        channel.port1.onmessage = (event) => done(String(event.data));
        controller.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
      }),
    limitMs,
  );
}

/** What `recordWorkerLifecycle` saw, the registration's workers now, and whether the controller answers. */
export async function workerLifecycle(page: Page): Promise<string> {
  const seen = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const states = `active ${registration?.active?.state}, waiting ${registration?.waiting?.state}, installing ${registration?.installing?.state}`;
    return `worker events: ${((window as LifecycleWindow).workerEvents ?? []).join('; ')}; now: ${states}`;
  });
  const build = await workerBuild(page, 5_000);
  return `${seen}; ${build === undefined ? 'no answer from a controller in 5 s' : `controller build ${build}`}`;
}
