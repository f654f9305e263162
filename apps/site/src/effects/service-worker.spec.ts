import { registerServiceWorker, takeOverAsks } from './service-worker';

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

function fakeContainer(controller: unknown) {
  const update = vi.fn(async () => undefined);
  const registration = target({
    update,
    active: null,
    installing: null as ReturnType<typeof newWorker> | null,
    waiting: null as ReturnType<typeof newWorker> | null,
  });
  return target({
    controller: controller as ServiceWorker | null,
    register: vi.fn(async () => registration as never),
    registration,
    update,
  });
}

/** A worker that answers the build-id question with `id`. */
const worker = (id: string) =>
  ({
    postMessage: (_message: unknown, [port]: MessagePort[]) => port!.postMessage(id),
  }) as unknown as ServiceWorker;

describe('registerServiceWorker', () => {
  it('registers /sw.js for the whole site, its updates bypassing the HTTP cache', async () => {
    const container = fakeContainer(null);
    registerServiceWorker(fakeRouter(), 'build-a', container as never, vi.fn());
    await vi.waitFor(() =>
      expect(container.register).toHaveBeenCalledWith('/sw.js', { scope: '/', updateViaCache: 'none' }),
    );
  });

  it('checks for a new worker at each navigation', async () => {
    const container = fakeContainer(worker('build-a'));
    const router = fakeRouter();
    registerServiceWorker(router, 'build-a', container as never, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    router.navigate('loading', '/mpesa');
    expect(container.update).toHaveBeenCalledTimes(1);
  });

  it('loads the page again when a worker of another build takes over, at the address being opened', async () => {
    const container = fakeContainer(worker('build-a'));
    const router = fakeRouter();
    const go = vi.fn();
    registerServiceWorker(router, 'build-a', container as never, go);
    router.navigate('loading', '/songesha');
    container.controller = worker('build-b');
    container.fire('controllerchange');
    await vi.waitFor(() => expect(go).toHaveBeenCalledWith('/songesha'));
  });

  it('loads the page again once the router settles, if its commit cancelled that load', async () => {
    const container = fakeContainer(worker('build-a'));
    const router = fakeRouter();
    const go = vi.fn();
    const registered = registerServiceWorker(router, 'build-a', container as never, go);
    router.navigate('loading', '/songesha');
    container.controller = worker('build-b');
    container.fire('controllerchange');
    await registered?.checked();
    // The page is still here: the router committed the navigation over the load it started.
    router.navigate('idle');
    expect(go.mock.calls).toEqual([['/songesha'], [null]]);
  });

  it('changes nothing on the first install or when the new worker serves this build', async () => {
    const first = fakeContainer(null);
    const go = vi.fn();
    const onFirst = registerServiceWorker(fakeRouter(), 'build-a', first as never, go);
    first.controller = worker('build-b');
    first.fire('controllerchange');
    await onFirst?.checked();
    const same = fakeContainer(worker('build-a'));
    const onSame = registerServiceWorker(fakeRouter(), 'build-a', same as never, go);
    same.fire('controllerchange');
    await onSame?.checked();
    expect(go).not.toHaveBeenCalled();
  });
});

describe('a new worker installed while the page is open', () => {
  it('is asked to take over once installed', async () => {
    const container = fakeContainer(worker('build-a'));
    registerServiceWorker(fakeRouter(), 'build-a', container as never, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    const next = newWorker('build-b');
    container.registration.installing = next;
    container.registration.fire('updatefound');
    expect(next.received).toEqual([]);
    next.state = 'installed';
    next.fire('statechange');
    await vi.waitFor(() => expect(next.received).toEqual(['SKIP_WAITING']));
  });
});

describe('a worker left waiting when the page loads', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  async function loadWith(waiting: ReturnType<typeof newWorker>) {
    vi.useFakeTimers();
    const container = fakeContainer(worker('build-b'));
    container.registration.waiting = waiting;
    registerServiceWorker(fakeRouter(), 'build-b', container as never, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
  }
  const asks = (waiting: ReturnType<typeof newWorker>) =>
    waiting.received.filter((type) => type === 'SKIP_WAITING').length;

  it('is asked to take over at once, then again while it waits, a bounded number of times', async () => {
    const waiting = Object.assign(newWorker('build-b'), { state: 'installed' });
    await loadWith(waiting);
    await vi.advanceTimersByTimeAsync(0);
    expect(asks(waiting)).toBe(1);
    await vi.advanceTimersByTimeAsync(3_000);
    expect(asks(waiting)).toBe(3);
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asks(waiting)).toBe(takeOverAsks.length);
  });

  it('is asked no more once it has left the waiting state', async () => {
    const waiting = Object.assign(newWorker('build-b'), { state: 'installed' });
    await loadWith(waiting);
    await vi.advanceTimersByTimeAsync(0);
    waiting.state = 'activating';
    await vi.advanceTimersByTimeAsync(600_000);
    expect(asks(waiting)).toBe(1);
  });
});

describe('registerServiceWorker without a registration', () => {
  it('carries on when the browser resolves registration with nothing', async () => {
    const container = fakeContainer(null);
    container.register.mockResolvedValueOnce(undefined as never);
    const router = fakeRouter();
    registerServiceWorker(router, 'build-a', container as never, vi.fn());
    await vi.waitFor(() => expect(container.register).toHaveBeenCalled());
    expect(() => router.navigate('loading', '/mpesa')).not.toThrow();
  });
});
