import Fastify from 'fastify';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createCmsClient } from '../src/cms-client.ts';
import { createRenderedPages } from '../src/rendered-pages.ts';
import { createRenderer } from '../src/renderer.ts';
import { createWorkQueue, priority } from '../src/work-queue.ts';
import { fakeCms, fakeSite, startServer } from './fixtures.ts';

// What a crawl of the site makes the server do is bounded by queues, not by how fast it reads: aged
// pages are served at once and refreshed a few at a time (deduplicated, dropped past the queue),
// every render and every request to the CMS waits its turn, a visitor's first.

const maxAgeMs = 60_000;
const pagePaths = ['/', '/mpesa', '/other', '/never-seen', '/here'].flatMap((path) => [
  path,
  path === '/' ? '/sw' : `/sw${path}`,
]);

/** Lets the promise callbacks under way run (a refused refresh is counted in one). */
const settled = () => new Promise<void>((resolve) => setImmediate(resolve));

/** The rendered pages over the fake site, with its renders held at will and a clock the test moves. */
function crawlable(options: { concurrency: number; background: number; unchanged?: boolean }) {
  const fake = fakeSite();
  const started: string[] = [];
  const site = {
    ...fake.site,
    render: async (request: Parameters<typeof fake.site.render>[0]) => {
      started.push(request.url);
      const rendered = await fake.site.render(request);
      // The fake site counts its renders in its HTML; a site whose content did not change does not.
      return options.unchanged && rendered.kind === 'page'
        ? { ...rendered, html: rendered.html.replace(/render \d+/, 'unchanged') }
        : rendered;
    },
  };
  const cms = createCmsClient({ cmsUrl: 'http://127.0.0.1:9', ttlMs: 0 }, createWorkQueue('CMS requests', 4));
  const renderer = createRenderer({ site, cms, cmsUrl: '', origin: 'http://site.test', assets: null });
  // lru-cache takes an entry stored at time 0 as one that never ages.
  const clock = { time: 1_000, now: () => clock.time };
  const control = { busy: false, dropped: 0 };
  const renders = createWorkQueue('renders', 2);
  const refreshes = createWorkQueue('refreshes', options.concurrency);
  const pages = createRenderedPages(renderer, {
    maxBytes: 1 << 22,
    maxAgeMs,
    renders,
    refreshes,
    waiting: { [priority.visitor]: 64, [priority.background]: options.background },
    busy: () => control.busy,
    dropped: () => (control.dropped += 1),
    log: Fastify().log,
    clock,
  });
  let release = () => undefined as void;
  const hold = () => (fake.control.hold = new Promise<void>((resolve) => (release = resolve)));
  return { pages, renders, refreshes, started, clock, control, hold, release: () => release() };
}

it('serves a crawl of aged pages at once, refreshing them through a bounded queue, each page once', async () => {
  const { pages, refreshes, started, clock, control, hold, release } = crawlable({
    concurrency: 2,
    background: 3,
  });
  await Promise.all(pagePaths.map((path) => pages.refresh(path, { wait: true })));
  expect(started).toHaveLength(pagePaths.length);
  clock.time += maxAgeMs + 1;
  hold();
  // The crawl reads every page twice while the CMS is slow: every read is answered from the cache.
  for (const round of [1, 2]) {
    for (const path of pagePaths) expect(pages.cached(path, null), `${path}, round ${round}`).toBeDefined();
    await settled();
  }
  // Two refreshes render, three wait, the rest were dropped (each time they were asked for).
  expect([refreshes.running, refreshes.waiting(priority.background)]).toEqual([2, 3]);
  expect(started).toHaveLength(pagePaths.length + 2);
  expect(control.dropped).toBe(2 * (pagePaths.length - 5));
  release();
  await expect.poll(() => refreshes.running + refreshes.waiting(priority.background)).toBe(0);
  // Five pages were refreshed once each; the dropped ones are still served, and asked for again.
  expect(started).toHaveLength(pagePaths.length + 5);
  expect(new Set(started.slice(pagePaths.length)).size).toBe(5);
  for (const path of pagePaths) expect(pages.cached(path, null)).toBeDefined();
});

it('drops refreshes while the server is busy, and renders a visitor’s page without waiting for them', async () => {
  const { pages, refreshes, started, clock, control, hold, release } = crawlable({
    concurrency: 1,
    background: 8,
  });
  await Promise.all(pagePaths.map((path) => pages.refresh(path, { wait: true })));
  clock.time += maxAgeMs + 1;
  control.busy = true;
  expect(pages.cached('/mpesa', null)).toBeDefined();
  await settled();
  expect([control.dropped, refreshes.running]).toEqual([1, 0]);
  control.busy = false;
  hold();
  for (const path of ['/', '/mpesa', '/other']) pages.cached(path, null);
  expect([refreshes.running, refreshes.waiting(priority.background)]).toEqual([1, 2]);
  // A content change: the visitor's render of the invalidated page starts while refreshes wait.
  pages.invalidate(['api:here']);
  const visitor = pages.answer('/here', null);
  expect(started.slice(pagePaths.length)).toEqual(['/', '/here']);
  release();
  expect(await visitor).toMatchObject({ kind: 'page', source: 'miss' });
  await expect.poll(() => refreshes.running + refreshes.waiting(priority.background)).toBe(0);
  expect(started.slice(pagePaths.length)).toEqual(['/', '/here', '/mpesa', '/other']);
});

it('invalidates aged pages and renders under way: a change shows at the next request', async () => {
  const { pages, refreshes, started, clock, hold, release } = crawlable({ concurrency: 2, background: 3 });
  await Promise.all(['/mpesa', '/other'].map((path) => pages.refresh(path, { wait: true })));
  clock.time += maxAgeMs + 1;
  expect(pages.invalidate(['api:mpesa'])).toBe(1);
  expect(pages.cached('/mpesa', null)).toBeUndefined();
  // A change while a page renders: what the render read may predate it.
  hold();
  expect(pages.cached('/other', null)).toBeDefined();
  await expect.poll(() => started.length).toBe(3);
  pages.invalidate(['api:other']);
  release();
  await expect.poll(() => refreshes.running).toBe(0);
  expect(pages.peek('/other')?.renderedAt).toBeGreaterThan(0);
  expect(pages.cached('/other', null)).toBeUndefined();
  expect(await pages.answer('/other', null)).toMatchObject({ source: 'miss' });
  expect(pages.cached('/other', null)).toBeDefined();
});

it('lets a content change’s render end when the copy before it is stored compressed meanwhile', async () => {
  const { pages, started, hold, release } = crawlable({ concurrency: 1, background: 4 });
  await pages.answer('/mpesa', null);
  const before = pages.peek('/mpesa')!;
  // A change, and a visitor's render of it under way while the page before is compressed for keeps.
  expect(pages.invalidate(['api:mpesa'])).toBe(1);
  hold();
  const changed = pages.answer('/mpesa', null);
  await expect.poll(() => started.length).toBe(2);
  await expect.poll(() => before.br !== null && before.gzip !== null).toBe(true);
  await settled();
  release();
  const answer = await changed;
  expect(answer).toMatchObject({ kind: 'page', source: 'miss' });
  expect(answer.kind === 'page' && answer.page.html).not.toBe(before.html);
});

it('keeps the compressed forms of a refreshed page that renders the same as before', async () => {
  const { pages, refreshes, clock } = crawlable({ concurrency: 1, background: 4, unchanged: true });
  await pages.refresh('/mpesa', { wait: true });
  await expect.poll(() => pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
  const before = pages.peek('/mpesa')!;
  clock.time += maxAgeMs + 1;
  expect(pages.cached('/mpesa', null)).toBe(before);
  await expect.poll(() => pages.peek('/mpesa') !== before).toBe(true);
  const after = pages.peek('/mpesa')!;
  expect([after.br, after.gzip, after.etag]).toEqual([before.br, before.gzip, before.etag]);
  expect(after.br).toBe(before.br);
  // Fresh again: read, it asks for no refresh.
  expect(pages.cached('/mpesa', null)).toBe(after);
  expect(refreshes.running).toBe(0);
});

it('warms the cache through the renders queue: never more renders at once than it allows', async () => {
  const fake = fakeSite();
  let running = 0;
  let most = 0;
  const site = {
    ...fake.site,
    staticPagePaths: () => pagePaths.filter((path) => !path.startsWith('/sw')),
    render: async (request: Parameters<typeof fake.site.render>[0]) => {
      running += 1;
      most = Math.max(most, running);
      try {
        // Each render waits on the CMS a moment: the queue, not the renders' speed, sets the pace.
        await new Promise<void>((resolve) => setImmediate(resolve));
        return await fake.site.render(request);
      } finally {
        running -= 1;
      }
    },
  };
  const cms = await fakeCms();
  const server = await startServer(site, cms.url, { RENDER_CONCURRENCY: '2', REFRESH_QUEUE_LIMIT: '1' });
  try {
    await server.warm();
    expect(most).toBe(2);
    expect(server.pages.keys().sort()).toEqual([...pagePaths].sort());
  } finally {
    await server.app.close();
    await cms.close();
  }
});

describe('requests to the CMS', () => {
  /** A CMS that answers only when told, counting the requests it holds at once, in arrival order. */
  async function slowCms() {
    const held: { url: string; response: ServerResponse }[] = [];
    const arrived: string[] = [];
    let most = 0;
    const server = createServer((request, response) => {
      arrived.push(request.url ?? '');
      held.push({ url: request.url ?? '', response });
      most = Math.max(most, held.length);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const answerOne = () => {
      const next = held.shift();
      next?.response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{}}');
    };
    return {
      url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
      arrived,
      held: () => held.length,
      most: () => most,
      answerOne,
      close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    };
  }

  it('are never more at once than the bound, whoever asks; a visitor’s go before a background render’s', async () => {
    const cms = await slowCms();
    try {
      const requests = createWorkQueue('CMS requests', 3);
      const client = createCmsClient({ cmsUrl: cms.url, ttlMs: 5_000 }, requests);
      const background = createWorkQueue('renders', 8);
      const reads = Array.from({ length: 12 }, (_, i) => client.read(`/api/mpesa?page=${i}`));
      // A background render's reads, then a visitor's, wait behind the twelve.
      const refresh = background.run(() => client.read('/api/refresh'), {
        priority: priority.background,
        waiting: 8,
      });
      await expect.poll(() => cms.held()).toBe(3);
      const visitor = client.read('/api/visitor');
      for (let answered = 0; answered < 14; answered += 1) {
        await expect.poll(() => cms.held()).toBeGreaterThan(0);
        expect(cms.held()).toBeLessThanOrEqual(3);
        cms.answerOne();
      }
      await Promise.all([...reads, refresh, visitor]);
      expect(cms.most()).toBe(3);
      expect(cms.arrived.indexOf('/api/visitor')).toBeLessThan(cms.arrived.indexOf('/api/refresh'));
      expect(cms.arrived.at(-1)).toBe('/api/refresh');
    } finally {
      await cms.close();
    }
  });

  it('a content change never abandons a read under way: it ends for its callers, the next read asks again', async () => {
    const cms = await slowCms();
    try {
      const client = createCmsClient({ cmsUrl: cms.url, ttlMs: 60_000 }, createWorkQueue('CMS requests', 3));
      // A render's read when an editor publishes (the webhook clears the client).
      const underWay = client.read('/api/mpesa');
      await expect.poll(() => cms.held()).toBe(1);
      client.clear();
      cms.answerOne();
      expect((await underWay).status).toBe(200);
      // What it read came before the change: the next read does not get it.
      const next = client.read('/api/mpesa');
      await expect.poll(() => cms.held()).toBe(1);
      cms.answerOne();
      expect((await next).status).toBe(200);
      expect(cms.arrived).toEqual(['/api/mpesa', '/api/mpesa']);
    } finally {
      await cms.close();
    }
  });
});

it('starts at most its pace of background work a second, and refuses past its waiting room', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
  try {
    const refreshes = createWorkQueue('refreshes', 4, 2);
    const started: number[] = [];
    const run = (n: number) =>
      refreshes.run(
        async () => {
          started.push(n);
        },
        { priority: priority.background, waiting: 3 },
      );
    const accepted = [1, 2, 3, 4, 5].map(run);
    await expect(run(6)).rejects.toThrow(/too much work waiting/);
    await vi.advanceTimersByTimeAsync(0);
    expect(started).toEqual([1, 2]);
    await vi.advanceTimersByTimeAsync(1_000);
    expect(started).toEqual([1, 2, 3, 4]);
    await vi.advanceTimersByTimeAsync(1_000);
    await Promise.all(accepted);
    expect(started).toEqual([1, 2, 3, 4, 5]);
  } finally {
    vi.useRealTimers();
  }
});
