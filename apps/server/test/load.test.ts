import autocannon from 'autocannon';
import type { SiteModule } from '@site/shared-server-contract';
import { Agent, request } from 'node:http';
import { join } from 'node:path';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

// One client floods the server with uncached paths while another reads cached pages and the health
// check: the second must not notice (docs/behaviour.md §8). Bounded: 2,000 requests on 127.0.0.1.
// The flood may cost the reader at most 50 ms at the 99th percentile over what the machine costs it
// without one (measured before and after, in the same test): on a quiet machine the reader's p99 alone is about
// a millisecond, on a shared one running other suites it was up to 54 ms with no flood at all.

const budget = 60;
const renderCpuMs = 5;

/** The fake site, each render costing the event loop what a small real page costs. */
function slowSite(): { site: SiteModule; renders: () => number } {
  const fake = fakeSite();
  return {
    renders: fake.renders,
    site: {
      ...fake.site,
      async render(renderRequest) {
        const until = performance.now() + renderCpuMs;
        while (performance.now() < until);
        return fake.site.render(renderRequest);
      },
    },
  };
}

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const p99 = (answers: { ms: number }[]) => {
  const sorted = answers.map((answer) => answer.ms).sort((a, b) => a - b);
  return sorted[Math.ceil(sorted.length * 0.99) - 1]!;
};

/** One request on a kept-alive connection: its status and how long it took. */
function timed(agent: Agent, path: string, client: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    request(`${server.url}${path}`, { agent, headers: { 'X-Forwarded-For': client } }, (response) => {
      response.resume();
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
      );
    })
      .on('error', reject)
      .end();
  });
}

it('a flood of uncached paths from one client leaves another its cached pages and health checks', async () => {
  const { site, renders } = slowSite();
  cms = await fakeCms();
  server = await startServer(site, cms.url, {
    TRUSTED_PROXIES: '127.0.0.1',
    // The budget is under test, not the shedding (never by the real lag here: fixtures.ts; an
    // interval of under-pressure without a sample of the loop reads as an infinite lag).
    UNCACHED_RATE_LIMIT: String(budget),
  });
  const reads = ['/mpesa', '/', '/sw/mpesa', '/healthz'];
  const reader = new Agent({ keepAlive: true, maxSockets: 2 });
  for (const path of reads) expect((await timed(reader, path, '10.0.0.2')).status).toBe(200);
  const warmRenders = renders();
  // The reader as during the flood (two requests at a time), without one: before it and after it,
  // so a machine whose load changes meanwhile is measured at both ends.
  const readAlone = async () => {
    const answers: { status: number; ms: number }[] = [];
    const loop = async () => {
      for (let i = 0; i < 500; i += 1)
        answers.push(await timed(reader, reads[i % reads.length]!, '10.0.0.2'));
    };
    await Promise.all([loop(), loop()]);
    return answers;
  };
  const alone = await readAlone();

  let flooding = true;
  const options: autocannon.Options = {
    url: server.url,
    connections: 50,
    amount: 2_000,
    headers: { 'x-forwarded-for': '10.0.0.1' },
    // In a thread of its own: the flooder's own work does not share the server's event loop.
    workers: 1,
    requests: [{ setupRequest: join(import.meta.dirname, 'flood-request.cjs') }],
  };
  const flood = new Promise<autocannon.Result>((resolve, reject) =>
    autocannon(options, (error, result) => (error ? reject(error) : resolve(result))),
  ).finally(() => (flooding = false));

  const seen: { status: number; ms: number }[] = [];
  const readLoop = async () => {
    for (let i = 0; flooding; i += 1) seen.push(await timed(reader, reads[i % reads.length]!, '10.0.0.2'));
  };
  await Promise.all([readLoop(), readLoop()]);
  const flooded = await flood;
  const after = await readAlone();
  reader.destroy();

  const codes = Object.fromEntries(
    Object.entries(flooded.statusCodeStats ?? {}).map(([code, { count }]) => [code, count ?? 0]),
  );
  expect(flooded.errors).toBe(0);
  expect(Object.keys(codes).filter((code) => code >= '500')).toEqual([]);
  expect(codes['429']).toBeGreaterThan(2_000 - budget - 50);
  expect(renders() - warmRenders).toBeLessThanOrEqual(budget);

  expect(seen.length).toBeGreaterThan(50);
  expect(seen.filter((answer) => answer.status !== 200)).toEqual([]);
  expect(p99(seen)).toBeLessThanOrEqual(Math.max(p99(alone), p99(after)) + 50);
  // A thousand reads and a flood of two thousand requests on a host shared with other suites.
}, 90_000);
