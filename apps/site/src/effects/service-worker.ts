import { siteLinkClicked } from './site-link-click';

/** Registers the service worker and moves the page onto a new build at the navigation after a deploy. */

type Navigation = { state: string; location?: unknown };
type RouterLike = {
  subscribe(listener: (state: { navigation: Navigation }) => void): () => void;
  createHref(location: never): string;
};
type Container = Pick<ServiceWorkerContainer, 'register' | 'controller'>;

/** Asks a worker which build it serves (undefined if it does not answer; a stopped worker starts first). */
function workerBuildId(worker: ServiceWorker, timeoutMs = 10_000): Promise<string | undefined> {
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
 * site asks the browser to check for a new worker. Once a worker of another build than this page's is
 * installed (a deploy), this page is behind (its root element's `data-next-build` names the new build):
 * the navigation under way, or else the visitor's next one, loads from the server at the address it is
 * going to, so it runs the new build, with no prompt and no reload of the page being read. It does
 * not wait for the new worker to take control: Chromium hands over only once the outgoing worker has
 * stopped, which the page's own requests can put off (docs/decisions.md, "Reading on a bad
 * connection"). The first install (this page's own build) changes nothing. A click on a link is then left to the browser; any other navigation (a search, the
 * language switch, back) starts a load from the router's navigation, which the router's own commit
 * (its `pushState`) can cancel: a page still here when the router settles therefore loads again then.
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
  let pending: string | null = null;
  let behind = false;
  let leaving = false;
  let check: Promise<void> = Promise.resolve();

  const leave = (href: string) => {
    leaving = true;
    go(href);
  };
  const compared = new WeakSet<ServiceWorker>();
  const compare = (worker: ServiceWorker) => {
    if (compared.has(worker)) return;
    compared.add(worker);
    check = workerBuildId(worker).then((id) => {
      if (id === undefined || id === buildId) return;
      behind = true;
      // Where anyone can see what this page has decided: devtools, and the end-to-end test that
      // waits for it rather than for the worker (the worker can answer it before it answers the page).
      document.documentElement.dataset.nextBuild = id;
      if (pending) leave(pending);
    });
  };
  const stopLeavingLinks = leaveLinksToTheBrowser(() => behind);
  const unsubscribe = router.subscribe(({ navigation }) => {
    // Only a page being opened can be opened from the server instead: a form being sent finishes here.
    pending =
      navigation.state === 'loading' && navigation.location
        ? router.createHref(navigation.location as never)
        : null;
    if (navigation.state === 'idle' && leaving) return go(null);
    if (!pending) return;
    if (behind) return leave(pending);
    void registration?.update().catch(() => undefined);
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
          if (!worker) return;
          // Any state past installing will do: with `skipWaiting` a worker moves on at once, and a
          // busy page may hear of it only once it has.
          const installed = () => {
            if (worker.state !== 'installing' && worker.state !== 'redundant') compare(worker);
          };
          worker.addEventListener('statechange', installed);
          installed();
        });
        // Found while an earlier page was open, and still waiting for the outgoing worker.
        if (registered.waiting) compare(registered.waiting);
        // First visit: this page loaded before any worker; ask it to keep the page and its files.
        if (!container.controller) void keepThisPage(registered);
      })
      .catch(() => undefined); // no worker: the site works as before, online only
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
  return {
    /** Settles once the latest comparison of builds has decided (tests await it). */
    checked: () => check,
    /** Stops following navigations and clicks (the page itself never does; a test does). */
    stop: () => {
      stopLeavingLinks();
      unsubscribe();
    },
  };
}

/**
 * While `behind()`, a plain click on a link to another page of the site goes to the browser, not the
 * router: caught on its way down at `top` (the document), the click never reaches the app's listeners
 * (React's, on its root), so the browser follows the link and opens the page from the server with one
 * request. Listeners of the document added before this one still run: the head's script that remembers
 * a language link's choice (server/lang-redirect.ts). A link within the page is left to the app.
 * Returns what removes the listener.
 */
export function leaveLinksToTheBrowser(behind: () => boolean, top: EventTarget = document): () => void {
  const onClick = (event: Event) => {
    if (behind() && siteLinkClicked(event)) event.stopPropagation();
  };
  top.addEventListener('click', onClick, { capture: true });
  return () => top.removeEventListener('click', onClick, { capture: true });
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
