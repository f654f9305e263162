import Fastify from 'fastify';
import { sendShed } from '../src/load-shedding.ts';
import { readConfig } from '../src/config.ts';
import { countAnswers } from '../src/metrics/http-metrics.ts';
import { createMetrics } from '../src/metrics/metrics.ts';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

let cms: Awaited<ReturnType<typeof fakeCms>>;
const servers: TestServer[] = [];

beforeEach(async () => {
  cms = await fakeCms({
    '/api/mpesa': () => ({ status: 200, body: { data: { title: 'M-Pesa' } } }),
    '/api/news-updates': () => ({ status: 503, body: { error: 'down' } }),
  });
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.app.close()));
  await cms.close();
});

const start = async (env: Record<string, string> = {}) => {
  const server = await startServer(fakeSite().site, cms.url, env);
  servers.push(server);
  return server;
};
const scrape = (server: TestServer, remoteAddress = '127.0.0.1', headers: Record<string, string> = {}) =>
  server.app.inject({ url: '/metrics', remoteAddress, headers });
const br = { 'Accept-Encoding': 'br' };
const lines = async (server: TestServer) => (await scrape(server)).body.split('\n');

describe('who may read /metrics', () => {
  it('answers the loopback by default, in Prometheus text format, never cached', async () => {
    const server = await start();
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      const answer = await scrape(server, address);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
      expect(answer.headers['cache-control']).toBe('no-store');
    }
  });

  it('refuses an address outside METRICS_ALLOW, whatever X-Forwarded-For claims', async () => {
    const server = await start({ METRICS_ALLOW: '10.0.0.0/8,fd00::/8', TRUSTED_PROXIES: '127.0.0.1' });
    const refused = await scrape(server, '127.0.0.1', { 'X-Forwarded-For': '10.1.2.3' });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).not.toMatch(/site_|nodejs_/);
    expect((await scrape(server, '192.168.1.10')).statusCode).toBe(403);
    expect((await scrape(server, '11.0.0.1')).statusCode).toBe(403);
    for (const address of ['10.1.2.3', '::ffff:10.9.9.9', 'fd00::5'])
      expect((await scrape(server, address)).statusCode).toBe(200);
  });

  it('answers nobody when METRICS_ALLOW is empty, and a malformed entry stops the start', async () => {
    expect((await scrape(await start({ METRICS_ALLOW: '' }))).statusCode).toBe(403);
    expect(() => readConfig({ METRICS_ALLOW: '127.0.0.1,10.0.0.0/33' }, [])).toThrow(/10\.0\.0\.0\/33/);
    expect(() => readConfig({ METRICS_ALLOW: 'localhost' }, [])).toThrow(/localhost/);
  });
});

describe('the operational figures', () => {
  it('counts requests by status and route, and the page cache’s hit ratio', async () => {
    const server = await start();
    for (let visits = 0; visits < 4; visits += 1) await server.app.inject('/mpesa');
    await server.app.inject('/missing/page');
    const figures = await lines(server);
    expect(figures).toContain('site_http_requests_total{method="GET",route="/*",status="200"} 4');
    expect(figures).toContain('site_http_requests_total{method="GET",route="/*",status="404"} 1');
    expect(figures).toContain('site_page_cache_answers_total{result="miss"} 1');
    expect(figures).toContain('site_page_cache_answers_total{result="hit"} 3');
    expect(figures).toContain('site_page_cache_hit_ratio 0.6');
  });

  it('counts the pages answered from the cache before Fastify, over HTTP', async () => {
    const server = await start();
    const visit = async () => (await fetch(`${server.url}/mpesa`, { headers: br })).arrayBuffer();
    await visit();
    // Stored at brotli 11 in the background; from then on the page is answered before Fastify.
    await expect.poll(() => server.pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
    await visit();
    await visit();
    const figures = await lines(server);
    expect(figures).toContain('site_http_requests_total{method="GET",route="/*",status="200"} 3');
    expect(figures).toContain('site_page_cache_answers_total{result="miss"} 1');
    expect(figures).toContain('site_page_cache_answers_total{result="hit"} 2');
  });

  it('times the CMS’s answers and tells its failures apart', async () => {
    const server = await start();
    await server.app.inject('/api/mpesa?locale=en');
    await server.app.inject('/api/news-updates?locale=en');
    const figures = await lines(server);
    const count = (result: string) =>
      figures.find((line) =>
        line.startsWith(`site_cms_request_duration_seconds_count{kind="content",result="${result}"}`),
      );
    expect(count('ok')).toMatch(/ 1$/);
    expect(count('error')).toMatch(/ 1$/);
    await cms.close();
    await server.app.inject('/api/mpesa?locale=sw');
    expect(
      (await lines(server)).find((line) =>
        line.startsWith('site_cms_request_duration_seconds_count{kind="content",result="unreachable"}'),
      ),
    ).toMatch(/ 1$/);
    cms = await fakeCms();
  });

  it('counts rate-limit refusals by route, and shows the event loop’s lag', async () => {
    const server = await start({ VITALS_RATE_LIMIT: '1' });
    const beacon = () =>
      server.app.inject({
        method: 'POST',
        url: '/_vitals',
        headers: { 'Content-Type': 'text/plain' },
        payload: '{"path":"/","metrics":{"LCP":1}}',
      });
    await beacon();
    await beacon();
    await beacon();
    const figures = await lines(server);
    expect(figures).toContain('site_rate_limited_total{route="/_vitals"} 2');
    expect(figures.some((line) => /^nodejs_eventloop_lag_p99_seconds \d/.test(line))).toBe(true);
  });
});

it('counts a shed 503 as shed load, and no other 503', async () => {
  const metrics = createMetrics();
  const app = Fastify();
  countAnswers(app, metrics);
  let overloaded = true;
  app.get('/*', async (_request, reply) =>
    overloaded ? sendShed(reply) : reply.code(503).send('render failed'),
  );
  await app.inject('/mpesa');
  await app.inject('/news');
  overloaded = false;
  await app.inject('/mpesa');
  expect((await metrics.shed.get()).values[0]?.value).toBe(2);
  expect((await metrics.requests.get()).values).toEqual([
    expect.objectContaining({ labels: { method: 'GET', route: '/*', status: '503' }, value: 3 }),
  ]);
  await app.close();
});
