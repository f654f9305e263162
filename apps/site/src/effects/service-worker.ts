/** Registers the service worker and moves the page onto a new build at the navigation that finds it. */

type Navigation = { state: string; location?: unknown };
type RouterLike = {
  subscribe(listener: (state: { navigation: Navigation }) => void): () => void;
  createHref(location: never): string;
};
type Container = Pick<ServiceWorkerContainer, 'register' | 'addEventListener' | 'controller'>;

/** Asks the controlling worker which build it serves (undefined if it does not answer). */
export function workerBuildId(worker: ServiceWorker | null, timeoutMs = 3000): Promise<string | undefined> {
  if (!worker) return Promise.resolve(undefined);
  return new Promise((resolve) => {
    const channel = new MessageChannel();
    const timer = setTimeout(() => resolve(undefined), timeoutMs);
    channel.port1.onmessage = (event) => {
      clearTimeout(timer);
      resolve(typeof event.data === 'string' ? event.data : undefined);
    };
    worker.postMessage({ type: 'BUILD_ID' }, [channel.port2]);
  });
}

/**
 * After load, registers `/sw.js` (its own updates bypass the HTTP cache). Each navigation inside the
 * site asks the browser to check for a new worker; when a new one takes control (a deploy) and its
 * build is not the one this page runs, the page loads again from the server at the address it is on
 * or going to: the visitor's next navigation runs the new build, with no prompt. The first
 * install (no earlier controller) changes nothing. A load started while the router is still loading
 * can be cancelled by the router's own commit (its `pushState`); a page still here when the router
 * settles therefore loads again then.
 */
export function registerServiceWorker(
  router: RouterLike,
  buildId: string,
  container: Container | undefined = globalThis.navigator?.serviceWorker,
  go: (href: string | null) => void = (href) =>
    href ? window.location.assign(href) : window.location.reload(),
) {
  if (!container) return;
  let registration: ServiceWorkerRegistration | undefined;
  let hadController = Boolean(container.controller);
  let pending: string | null = null;
  let deployed = false;
  let check: Promise<void> = Promise.resolve();

  container.addEventListener('controllerchange', () => {
    const update = hadController;
    hadController = true;
    if (!update) return;
    check = workerBuildId(container.controller).then((id) => {
      if (id === undefined || id === buildId) return;
      deployed = true;
      go(pending);
    });
  });
  router.subscribe(({ navigation }) => {
    if (navigation.state === 'idle' || !navigation.location) {
      pending = null;
      if (deployed) go(null);
      return;
    }
    pending = router.createHref(navigation.location as never);
    if (navigation.state === 'loading') void registration?.update().catch(() => undefined);
  });

  const register = () =>
    container
      .register('/sw.js', { scope: '/', updateViaCache: 'none' })
      .then((registered: ServiceWorkerRegistration | undefined) => {
        // Some embedders (and Playwright's `serviceWorkers: 'block'`) resolve without a registration.
        if (!registered) return;
        registration = registered;
        registered.addEventListener('updatefound', () => {
          const worker = registered.installing;
          worker?.addEventListener('statechange', () => {
            if (worker.state === 'installed') askToTakeOver(worker);
          });
        });
        if (registered.waiting) askToTakeOver(registered.waiting);
        // First visit: this page loaded before any worker; ask it to keep the page and its files.
        if (!container.controller) void keepThisPage(registered);
      })
      .catch(() => undefined); // no worker: the site works as before, online only
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
  /** Settles once the latest new-controller check has decided (tests await it). */
  return { checked: () => check };
}

/** When a worker left waiting is asked again: at once, then after 1, 2, 4, 8 and 16 s more. */
export const takeOverAsks = [0, 1_000, 2_000, 4_000, 8_000, 16_000];

/**
 * Asks a new worker left waiting to take over, again while it waits. It asks for that itself when it
 * starts, and Chromium then waits for the outgoing worker to have nothing to do; but when the page's
 * requests reach the outgoing worker during the hand-over, the activation can be left undone, and the
 * new worker waits until every tab of the site is closed (the deploy e2e test, now and then: the new
 * worker installed and still waiting 20 s later). Asked again while the outgoing worker is idle, it
 * takes over (seen here: one ask once the page was quiet). The page cannot tell when its requests are
 * over, hence a few asks spread over half a minute, ending once the worker leaves `installed`.
 */
function askToTakeOver(worker: ServiceWorker) {
  let at = 0;
  for (const delay of takeOverAsks) {
    at += delay;
    setTimeout(() => worker.state === 'installed' && worker.postMessage({ type: 'SKIP_WAITING' }), at);
  }
}

/** Once the new worker runs, it keeps a copy of this page and of the files it loaded. */
async function keepThisPage(registration: ServiceWorkerRegistration) {
  const worker = await activeWorker(registration);
  if (!worker) return;
  const files = performance
    .getEntriesByType('resource')
    .map((entry) => entry.name)
    .filter((url) => new URL(url).pathname.startsWith('/assets/'));
  worker.postMessage({ type: 'KEEP_COPIES', pages: [window.location.href], files });
}

function activeWorker(registration: ServiceWorkerRegistration): Promise<ServiceWorker | null> {
  if (registration.active) return Promise.resolve(registration.active);
  const installing = registration.installing ?? registration.waiting;
  if (!installing) return Promise.resolve(null);
  return new Promise((resolve) => {
    installing.addEventListener('statechange', () => {
      if (installing.state === 'activated') resolve(installing);
      if (installing.state === 'redundant') resolve(null);
    });
  });
}
