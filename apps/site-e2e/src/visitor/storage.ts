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

/** What `recordWorkerLifecycle` saw, the registration's workers now, and whether the controller answers. */
export function workerLifecycle(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    const controller = navigator.serviceWorker.controller;
    const answer = await new Promise<string>((done) => {
      if (!controller) return done('no controller');
      const channel = new MessageChannel();
      const timer = setTimeout(() => done('controller silent for 5 s'), 5_000);
      channel.port1.onmessage = (event) => {
        clearTimeout(timer);
        done(`controller build ${String(event.data)}`);
      };
      controller.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
    });
    const states = `active ${registration?.active?.state}, waiting ${registration?.waiting?.state}, installing ${registration?.installing?.state}`;
    return `worker events: ${((window as LifecycleWindow).workerEvents ?? []).join('; ')}; now: ${states}; ${answer}`;
  });
}
