import { createHmac } from 'node:crypto';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';
import { startRedis, type RedisServer } from './redis-server.ts';

// Two server instances on two ports sharing a real Redis: they must behave as one site.

const secret = 'multi-instance-webhook-secret';
const signed = (body: string) => {
  const t = Math.floor(Date.now() / 1000);
  return `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
};

let redis: RedisServer;
let cms: Awaited<ReturnType<typeof fakeCms>>;
let sites: ReturnType<typeof fakeSite>[];
let servers: TestServer[];

const readiness = async (server: TestServer) =>
  ((await (await fetch(`${server.url}/readyz`)).json()) as { redis: string }).redis;

beforeEach(async () => {
  redis = await startRedis();
  cms = await fakeCms({
    'POST /api/shareholder-forms': () => ({ status: 200, body: { data: { reference: 'SH-1' } } }),
  });
  sites = [fakeSite(), fakeSite()];
  const env = { REDIS_URL: redis.url, CONTENT_WEBHOOK_SECRET: secret, FORM_RATE_LIMIT: '3' };
  servers = await Promise.all(sites.map(({ site }) => startServer(site, cms.url, env)));
  // Connected means subscribed too: a change published from now on reaches both.
  for (const server of servers) await expect.poll(() => readiness(server)).toBe('connected');
});
afterEach(async () => {
  await Promise.all(servers.map((server) => server.app.close()));
  await cms.close();
  await redis.stop();
});

const page = async (server: TestServer, path: string) => {
  const answer = await fetch(`${server.url}${path}`);
  return { cache: answer.headers.get('x-cache'), html: await answer.text() };
};

const publish = (server: TestServer, event: Record<string, string>) => {
  const body = JSON.stringify(event);
  return fetch(`${server.url}/_hooks/content`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'X-Content-Signature': signed(body) },
    body,
  });
};

const submit = (server: TestServer) =>
  fetch(`${server.url}/api/shareholder-forms`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{"data":{}}',
  });

it('a content webhook to one instance refreshes the page on both', async () => {
  const [one, two] = servers as [TestServer, TestServer];
  for (const server of servers) await page(server, '/mpesa');
  expect((await page(one, '/mpesa')).cache).toBe('hit');
  expect((await page(two, '/mpesa')).cache).toBe('hit');

  const answer = await publish(one, { event: 'entry.publish', api: 'mpesa', documentId: 'doc1' });
  expect(answer.status).toBeLessThan(300);

  // The message travels through Redis: wait on the state, then both render afresh.
  await expect.poll(async () => (await page(two, '/mpesa')).cache).toBe('miss');
  expect((await page(one, '/mpesa')).cache).toBe('miss');
  expect(sites.map((site) => site.renders())).toEqual([2, 2]);
  // A page the change does not concern stays cached.
  await page(one, '/');
  await publish(two, { event: 'entry.publish', api: 'mpesa', documentId: 'doc1' });
  await expect.poll(async () => (await page(one, '/mpesa')).cache).toBe('miss');
  expect((await page(one, '/')).cache).toBe('hit');
});

it('counts a client’s form submissions once across both instances', async () => {
  const [one, two] = servers as [TestServer, TestServer];
  const statuses = [];
  for (const server of [one, two, one, two]) statuses.push((await submit(server)).status);
  expect(statuses).toEqual([200, 200, 200, 429]);
  expect(cms.seen.filter((seen) => seen.method === 'POST')).toHaveLength(3);
});

it('keeps serving with per-instance limits and changes when Redis goes away', async () => {
  const [one, two] = servers as [TestServer, TestServer];
  await page(one, '/mpesa');
  await redis.stop();
  await expect.poll(() => readiness(one)).toBe('unavailable');
  // Forms still reach the CMS, counted by this process alone.
  expect((await submit(one)).status).toBe(200);
  expect((await submit(two)).status).toBe(200);
  // The webhook still refreshes the instance it reached.
  expect((await publish(one, { event: 'entry.update', api: 'mpesa' })).status).toBeLessThan(300);
  expect((await page(one, '/mpesa')).cache).toBe('miss');
  expect((await fetch(`${one.url}/readyz`)).status).toBe(200);
});
