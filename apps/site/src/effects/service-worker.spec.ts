import { leaveLinksToTheBrowser, registerServiceWorker } from './service-worker';

type Listener = (state: { navigation: { state: string; location?: unknown } }) => void;

function fakeRouter() {
  let listener: Listener = () => undefined;
  return {
    subscribe: (next: Listener) => {
      listener = next;
      return () => undefined;
    },
    createHref: (location: never) => String((location as { pathname: string }).pathname),
    navigate: (state: string, pathname?: string) =>
      listener({ navigation: { state, location: pathname ? { pathname } : undefined } }),
  };
}

/** Something with `addEventListener` whose listeners a test fires. */
function target<T extends object>(fields: T) {
  const listeners: Record<string, () => void> = {};
  return Object.assign(fields, {
    addEventListener: (type: string, listener: () => void) => void (listeners[type] = listener),
    fire: (type: string) => listeners[type]?.(),
  });
}

/** A worker of the build `id` that a test moves through its states, with the messages it received. */
function newWorker(id: string) {
  const received: string[] = [];
  return target({
    state: 'installing',
    received,
    postMessage: (message: { type: string }, ports?: MessagePort[]) => {
      received.push(message.type);
      ports?.[0]?.postMessage(id);
    },
  });
}

function fakeContainer(controller: ReturnType<typeof newWorker> | null) {
  const update = vi.fn(async () => undefined);
  const registration = target({
    update,
    active: null,
    installing: null as ReturnType<typeof newWorker> | null,
    waiting: null as ReturnType<typeof newWorker> | null,
  });
  return { controller, register: vi.fn(async () => registration as never), registration, update };
}

// Each registration's click listener is on the document: a test that leaves one behind a deploy
// would send every later test's link clicks to the browser.
const registrations: ReturnType<typeof registerServiceWorker>[] = [];
const register = (...args: Parameters<typeof registerServiceWorker>) => {
  const registered = registerServiceWorker(...args);
  registrations.push(registered);
  return registered;
};
afterEach(() => {
  registrations.splice(0).forEach((registered) => registered?.stop());
  delete document.documentElement.dataset.nextBuild;
});

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, its updates bypassing the HTTP cache', async () => {
    const container = fakeContainer(null);
    register(fakeRouter(), 'build-a', container as never, vi.fn());
    await vi.waitFor(() =>
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' }),
    );
  });

  it('checks for a new worker at each navigation', async () => {
    const { container, router } = await openPage('build-a');
    router.navigate('loading', '/mpesa');
    expect(container.update).toHaveBeenCalledTimes(1);
  });

  it('opens the next page from the server once a worker of another build is installed', async () => {
    const { container, router, go, registered } = await openPage('build-a');
    const next = install(container, 'build-b');
    await registered?.checked();
    // No reload of the page being read: it waits for the visitor's next navigation.
    expect(go).not.toHaveBeenCalled();
    router.navigate('loading', '/songesha');
    expect(go.mock.calls).toEqual([['/songesha']]);
    expect(next.received).toEqual(['BUILD_ID']);
    expect(document.documentElement.dataset.nextBuild).toBe('build-b');
  });

  it('asks a new worker once, whichever of its states past installing the page hears of', async () => {
    const { container, router, go, registered } = await openPage('build-a');
    const next = newWorker('build-b');
    container.registration.installing = next;
    // The worker has installed and moved on before the page runs its listener: no `installed` event.
    next.state = 'activating';
    container.registration.fire('updatefound');
    next.state = 'activated';
    next.fire('statechange');
    await registered?.checked();
    expect(next.received).toEqual(['BUILD_ID']);
    router.navigate('loading', '/songesha');
    expect(go.mock.calls).toEqual([['/songesha']]);
  });

  it('opens the page being opened from the server when the worker is installed during its navigation', async () => {
    const { container, router, go, registered } = await openPage('build-a');
    router.navigate('loading', '/songesha');
    install(container, 'build-b');
    await registered?.checked();
    expect(go.mock.calls).toEqual([['/songesha']]);
  });

  it('loads the page again once the router settles, if its commit cancelled that load', async () => {
    const { container, router, go, registered } = await openPage('build-a');
    install(container, 'build-b');
    await registered?.checked();
    router.navigate('loading', '/songesha');
    // The page is still here: the router committed the navigation over the load it started.
    router.navigate('idle');
    expect(go.mock.calls).toEqual([['/songesha'], [null]]);
  });

  it('opens the next page from the server when a worker of another build was already waiting', async () => {
    const { router, go, registered } = await openPage('build-a', { waiting: 'build-b' });
    await registered?.checked();
    router.navigate('loading', '/songesha');
    expect(go).toHaveBeenCalledWith('/songesha');
  });

  it('changes nothing when the installed worker serves this build (the first install, or the page is the new build)', async () => {
    const { container, router, go, registered } = await openPage('build-a', { controlled: false });
    install(container, 'build-a');
    await registered?.checked();
    router.navigate('loading', '/songesha');
    router.navigate('idle');
    expect(go).not.toHaveBeenCalled();
    expect(container.update).toHaveBeenCalledTimes(1);
    expect(document.documentElement.dataset.nextBuild).toBeUndefined();
  });

  it('lets a form being sent finish', async () => {
    const { container, router, go, registered } = await openPage('build-a');
    install(container, 'build-b');
    await registered?.checked();
    router.navigate('submitting', '/contact-us');
    expect(go).not.toHaveBeenCalled();
  });
});

/**
 * A page of `build` whose worker registration has resolved: controlled by a worker of its build unless
 * `controlled` is false (a first visit), with a worker of the build `waiting` left waiting if given.
 */
async function openPage(
  build: string,
  { controlled = true, waiting }: { controlled?: boolean; waiting?: string } = {},
) {
  const container = fakeContainer(controlled ? newWorker(build) : null);
  if (waiting) container.registration.waiting = Object.assign(newWorker(waiting), { state: 'installed' });
  const router = fakeRouter();
  const go = vi.fn();
  const registered = register(router, build, container as never, go);
  await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  return { container, router, go, registered };
}

/** A deploy: the browser finds a worker of `build` and installs it. */
function install(container: ReturnType<typeof fakeContainer>, build: string) {
  const next = newWorker(build);
  container.registration.installing = next;
  container.registration.fire('updatefound');
  next.state = 'installed';
  next.fire('statechange');
  return next;
}

describe('a link clicked once the page is behind a deploy', () => {
  /** Whether a click on a link to `href` reaches the app, in a tree of its own (not the document's). */
  function reachesApp(behind: boolean, href: string, click: MouseEventInit = {}, attributes = {}) {
    const top = document.createElement('div');
    const app = top.appendChild(document.createElement('div'));
    const link = app.appendChild(Object.assign(document.createElement('a'), { href }, attributes));
    leaveLinksToTheBrowser(() => behind, top);
    // After it on the same target, so it runs either way: jsdom cannot follow links.
    top.addEventListener('click', (event) => event.preventDefault(), { capture: true });
    let reached = false;
    app.addEventListener('click', () => (reached = true));
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...click }));
    return reached;
  }

  it('goes to the browser, not the app, for a page of the site', () => {
    expect(reachesApp(false, '/mpesa')).toBe(true);
    expect(reachesApp(true, '/mpesa')).toBe(false);
  });

  it('is left to the app within the page', () => {
    expect(reachesApp(true, `${window.location.pathname}#amount`)).toBe(true);
    expect(reachesApp(true, '/mpesa#amount')).toBe(false);
  });

  it('still lets listeners of the document added before it see the click (the language choice)', () => {
    const remember = vi.fn();
    document.addEventListener('click', remember, { capture: true });
    const stop = leaveLinksToTheBrowser(() => true);
    const noNavigation = (event: Event) => event.preventDefault(); // jsdom cannot follow links
    document.addEventListener('click', noNavigation, { capture: true });
    const app = document.body.appendChild(document.createElement('div'));
    const link = app.appendChild(Object.assign(document.createElement('a'), { href: '/sw/mpesa' }));
    const reachApp = vi.fn();
    app.addEventListener('click', reachApp);
    link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    document.removeEventListener('click', remember, { capture: true });
    document.removeEventListener('click', noNavigation, { capture: true });
    stop();
    app.remove();
    expect(remember).toHaveBeenCalledTimes(1);
    expect(reachApp).not.toHaveBeenCalled();
  });

  it('is left to the app when it opens elsewhere: another site, a new tab or window, a download', () => {
    expect(reachesApp(true, 'https://example.com/')).toBe(true);
    expect(reachesApp(true, '/mpesa', { ctrlKey: true })).toBe(true);
    expect(reachesApp(true, '/mpesa', { shiftKey: true })).toBe(true);
    expect(reachesApp(true, '/mpesa', { button: 1 })).toBe(true);
    expect(reachesApp(true, '/mpesa', {}, { target: '_blank' })).toBe(true);
    expect(reachesApp(true, '/report.pdf', {}, { download: '' })).toBe(true);
  });
});

describe('registerServiceWorker without a registration', () => {
  it('carries on when the browser resolves registration with nothing', async () => {
    const container = fakeContainer(null);
    container.register.mockResolvedValueOnce(undefined as never);
    const router = fakeRouter();
    register(router, 'build-a', container as never, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(() => router.navigate('loading', '/mpesa')).not.toThrow();
  });
});
