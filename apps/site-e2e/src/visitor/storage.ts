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

/** Resolves once the site's worker has finished taking over (its state `activated`). */
export async function workerActivated(page: Page): Promise<void> {
  await page.waitForFunction(
    async () => (await navigator.serviceWorker.getRegistration())?.active?.state === 'activated',
    undefined,
    { timeout: 20_000, polling: 100 },
  );
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
