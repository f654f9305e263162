import Fastify from 'fastify';
import { createCmsClient } from '../src/cms-client.ts';
import { readConfig } from '../src/config.ts';
import { createBudgets } from '../src/limits/budget.ts';
import { clientKey } from '../src/limits/client-key.ts';
import { uncachedGate } from '../src/limits/uncached.ts';
import { shedRetryAfterSeconds } from '../src/load-shedding.ts';
import { createRenderer } from '../src/renderer.ts';
import { registerHealth } from '../src/routes/health.ts';
import { registerPages } from '../src/routes/pages.ts';
import { createWorkQueue } from '../src/work-queue.ts';
import { fakeCms, fakeSite, startServer, testPages, type TestServer } from './fixtures.ts';

describe('the budget of uncached work, per visitor', () => {
  let cms: Awaited<ReturnType<typeof fakeCms>>;
  let server: TestServer;
  beforeEach(async () => {
    cms = await fakeCms({ '/api/mpesa': () => ({ status: 200, body: { data: { title: 'M-Pesa' } } }) });
    server = await startServer(fakeSite().site, cms.url, {
      UNCACHED_RATE_LIMIT: '3',
      TRUSTED_PROXIES: '127.0.0.1',
    });
  });
  afterEach(async () => {
    await server.app.close();
    await cms.close();
  });
  const get = (path: string, client: string) =>
    fetch(`${server.url}${path}`, { headers: { 'X-Forwarded-For': client } });

  it('spends a point on each render, not-found page, search or content read the caches miss; never on a hit', async () => {
    expect((await get('/mpesa', '10.0.0.1')).status).toBe(200);
    expect((await get('/api/mpesa?locale=en', '10.0.0.1')).status).toBe(200);
    for (let i = 0; i < 5; i += 1) {
      expect((await get('/mpesa', '10.0.0.1')).status).toBe(200);
      expect((await get('/api/mpesa?locale=en', '10.0.0.1')).status).toBe(200);
    }
    expect((await get('/nope', '10.0.0.1')).status).toBe(404);
    const refused = await get('/other', '10.0.0.1');
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await refused.json()).toMatchObject({ error: { status: 429, name: 'RateLimitError' } });
    expect((await get('/_search?q=pesa', '10.0.0.1')).status).toBe(429);
    // What the caches answer, and the health checks, stay open to the same visitor.
    expect((await get('/mpesa', '10.0.0.1')).status).toBe(200);
    expect((await get('/healthz', '10.0.0.1')).status).toBe(200);
    // Another visitor has a budget of their own.
    expect((await get('/other', '10.0.0.2')).status).toBe(200);
  });

  it('serves a page a content change invalidated as it was, past the budget, rather than refuse it', async () => {
    for (const path of ['/mpesa', '/other', '/here']) expect((await get(path, '10.0.0.1')).status).toBe(200);
    await server.bus.publish(['api:mpesa']);
    const answer = await get('/mpesa', '10.0.0.1');
    expect([answer.status, answer.headers.get('x-cache')]).toEqual([200, 'stale']);
    expect((await get('/mpesa', '10.0.0.2')).headers.get('x-cache')).toBe('miss');
    expect((await get('/mpesa', '10.0.0.1')).headers.get('x-cache')).toBe('hit');
  });
});

describe('a visitor’s requests at once', () => {
  it('run a few at a time, more wait, and past those 429: another visitor is not held up', async () => {
    const cms = await fakeCms();
    const fake = fakeSite();
    const server = await startServer(fake.site, cms.url, {
      UNCACHED_RATE_LIMIT: '0',
      UNCACHED_CONCURRENCY: '1',
      TRUSTED_PROXIES: '127.0.0.1',
    });
    try {
      let release = () => undefined as void;
      fake.control.hold = new Promise<void>((resolve) => (release = resolve));
      const get = (path: string, client: string) =>
        fetch(`${server.url}${path}`, { headers: { 'X-Forwarded-For': client } });
      // One runs (its render held), sixteen wait for it, the eighteenth is refused at once.
      const held = Array.from({ length: 17 }, (_, i) => get(`/nope-${i}`, '10.0.0.1'));
      await expect.poll(() => fake.renders()).toBe(1);
      const refused = await get('/nope-17', '10.0.0.1');
      expect(refused.status).toBe(429);
      expect(await refused.json()).toMatchObject({ error: { name: 'RateLimitError' } });
      // Another visitor's request is admitted (and waits only for the render it shares).
      const other = get('/nope-x', '10.0.0.2');
      release();
      expect((await Promise.all([...held, other])).map((answer) => answer.status)).toEqual(
        Array(18).fill(404),
      );
    } finally {
      await server.app.close();
      await cms.close();
    }
  });
});

it('counts IPv4 addresses one by one and IPv6 addresses by their /64', () => {
  expect(clientKey('192.0.2.7')).toBe('192.0.2.7');
  expect(clientKey('::ffff:192.0.2.7')).toBe('192.0.2.7');
  expect(clientKey('2001:db8:a:b:1:2:3:4')).toBe('2001:db8:a:b::/64');
  expect(clientKey('2001:db8:a:b::ffff')).toBe(clientKey('2001:db8:a:b:9:9:9:9'));
  expect(clientKey('2001:db8:a:c::1')).not.toBe(clientKey('2001:db8:a:b::1'));
});

describe('an overloaded server', () => {
  /** The page route as app.ts registers it, with the load it sees in the test's hands. */
  async function serverUnderLoad() {
    const control = { busy: false };
    const { site, renders } = fakeSite();
    const requests = createWorkQueue('CMS requests', 4);
    const cms = createCmsClient({ cmsUrl: 'http://127.0.0.1:9', ttlMs: 0 }, requests);
    const renderer = createRenderer({ site, cms, cmsUrl: '', origin: 'http://site.test', assets: null });
    const app = Fastify();
    const busy = () => control.busy;
    const pages = testPages(renderer, busy);
    const budget = createBudgets(null, app.log)('uncached', 0, 60_000);
    registerHealth(app, readConfig({ CMS_URL: 'http://127.0.0.1:9' }, []), {
      cacheWarm: () => true,
      redis: () => 'off',
    });
    registerPages(app, pages, {
      sharedMaxAge: 5,
      address: site.address,
      admit: uncachedGate(busy, { budget, concurrency: 0, waiting: 0 }),
      busy,
      render: renderer.render,
    });
    await app.ready();
    return { app, control, renders, pages };
  }

  it('sheds what needs a render (503, Retry-After) and keeps serving cached pages and health', async () => {
    const { app, control, renders } = await serverUnderLoad();
    expect((await app.inject('/mpesa')).statusCode).toBe(200);
    control.busy = true;
    const shed = await app.inject('/other');
    expect(shed.statusCode).toBe(503);
    expect(shed.headers['retry-after']).toBe(String(shedRetryAfterSeconds));
    expect(shed.json()).toMatchObject({ error: { status: 503, name: 'ServiceUnavailable' } });
    expect((await app.inject('/nope')).statusCode).toBe(503);
    expect((await app.inject('/mpesa')).statusCode).toBe(200);
    expect((await app.inject('/healthz')).statusCode).toBe(200);
    expect(renders()).toBe(1);
  });

  it('serves a page a content change made stale as it is, rather than render it while busy', async () => {
    const { app, control, renders, pages } = await serverUnderLoad();
    await app.inject('/mpesa');
    expect(pages.cached('/mpesa', null)).toBeDefined();
    control.busy = true;
    // What the content webhook does to the cache.
    pages.invalidate(['api:mpesa']);
    const answer = await app.inject('/mpesa');
    expect([answer.statusCode, answer.headers['x-cache']]).toEqual([200, 'stale']);
    control.busy = false;
    expect((await app.inject('/mpesa')).headers['x-cache']).toBe('miss');
    expect(renders()).toBe(2);
  });
});
