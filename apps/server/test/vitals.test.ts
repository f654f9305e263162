import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';
import { startRedis, type RedisServer } from './redis-server.ts';

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;

beforeEach(async () => {
  cms = await fakeCms();
  server = await startServer(fakeSite().site, cms.url, { VITALS_RATE_LIMIT: '10' });
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const beacon = (
  body: string,
  headers: Record<string, string> = { 'Content-Type': 'text/plain;charset=UTF-8' },
  remoteAddress = '127.0.0.1',
) => server.app.inject({ method: 'POST', url: '/_vitals', headers, payload: body, remoteAddress });
const send = (path: string, metrics: Record<string, number>, from?: string) =>
  beacon(JSON.stringify({ path, metrics }), undefined, from);

/** The web-vitals lines of `/metrics`, as the operator's Prometheus reads them. */
async function vitalsLines(target: TestServer = server) {
  const answer = await target.app.inject('/metrics');
  expect(answer.statusCode).toBe(200);
  return answer.body.split('\n').filter((line) => line.startsWith('site_web_vitals_'));
}

it('keeps the p75 of each metric per route template and language', async () => {
  for (const lcp of [1000, 1200, 1400, 3000])
    expect((await send('/sw/mpesa?ref=x', { LCP: lcp, CLS: 0.02, TTFB: 200 })).statusCode).toBe(204);
  await send('/mpesa', { LCP: 900, INP: 120, FCP: 700 });
  const lines = await vitalsLines();
  expect(lines).toContain('site_web_vitals_p75{metric="LCP",route="/mpesa",lang="sw"} 1400');
  expect(lines).toContain('site_web_vitals_samples{metric="LCP",route="/mpesa",lang="sw"} 4');
  expect(lines).toContain('site_web_vitals_p75{metric="CLS",route="/mpesa",lang="sw"} 0.02');
  expect(lines).toContain('site_web_vitals_p75{metric="INP",route="/mpesa",lang="en"} 120');
  expect(lines).toContain('site_web_vitals_p75{metric="FCP",route="/mpesa",lang="en"} 700');
});

it('counts a page the route table does not name under one series, never one per URL', async () => {
  await send('/no/such/page/1', { LCP: 500 });
  await send('/no/such/page/2', { LCP: 700 });
  expect(await vitalsLines()).toContain('site_web_vitals_samples{metric="LCP",route="other",lang="en"} 2');
});

it.each([
  ['not JSON', '{"path":"/mpesa","metrics":'],
  ['an array', '[]'],
  ['no metrics', '{"path":"/mpesa","metrics":{}}'],
  ['no path', '{"metrics":{"LCP":1}}'],
  ['a path not starting with /', '{"path":"mpesa","metrics":{"LCP":1}}'],
  ['an unknown metric', '{"path":"/mpesa","metrics":{"LCP":1,"FID":3}}'],
  ['an unknown field', '{"path":"/mpesa","metrics":{"LCP":1},"ua":"x"}'],
  ['a number as text', '{"path":"/mpesa","metrics":{"LCP":"1200"}}'],
  ['a negative time', '{"path":"/mpesa","metrics":{"LCP":-1}}'],
  ['a time past two minutes', '{"path":"/mpesa","metrics":{"TTFB":1e9}}'],
  ['a CLS of a thousand', '{"path":"/mpesa","metrics":{"CLS":1000}}'],
  ['null', '{"path":"/mpesa","metrics":{"LCP":null}}'],
  ['__proto__', '{"path":"/mpesa","metrics":{"LCP":1},"__proto__":{"polluted":1}}'],
  ['a 2 kB path', JSON.stringify({ path: `/${'a'.repeat(600)}`, metrics: { LCP: 1 } })],
])('refuses a malformed beacon (%s) with a 400 and keeps nothing', async (_name, body) => {
  const answer = await beacon(body);
  expect(answer.statusCode).toBe(400);
  expect(await vitalsLines()).toEqual(expect.not.arrayContaining([expect.stringMatching(/mpesa/)]));
});

it('refuses an oversized beacon with a 413, another type with a 415, and keeps nothing', async () => {
  const big = JSON.stringify({ path: '/mpesa', metrics: { LCP: 1 }, pad: 'x'.repeat(2000) });
  expect((await beacon(big)).statusCode).toBe(413);
  const form = await beacon('path=/mpesa', { 'Content-Type': 'application/x-www-form-urlencoded' });
  expect(form.statusCode).toBe(415);
  expect((await vitalsLines()).filter((line) => !line.startsWith('#'))).toEqual([]);
});

it('takes UTF-8 only: another charset is 415, bytes that are not UTF-8 400, and nothing is kept', async () => {
  const body = JSON.stringify({ path: '/mpesa', metrics: { LCP: 900 } });
  const latin1 = { 'Content-Type': 'text/plain; charset=latin1' };
  expect((await beacon(body, latin1)).statusCode).toBe(415);
  const notUtf8 = Buffer.concat([
    Buffer.from('{"path":"/mpesa'),
    Buffer.from([0xff, 0xfe]),
    Buffer.from('","metrics":{"LCP":900}}'),
  ]);
  const answer = await server.app.inject({
    method: 'POST',
    url: '/_vitals',
    headers: { 'Content-Type': 'text/plain' },
    payload: notUtf8,
  });
  expect(answer.statusCode).toBe(400);
  expect((await vitalsLines()).filter((line) => !line.startsWith('#'))).toEqual([]);
});

it('refuses a beacon another site sent from its pages (Sec-Fetch-Site)', async () => {
  const answer = await beacon(JSON.stringify({ path: '/mpesa', metrics: { LCP: 1 } }), {
    'Content-Type': 'text/plain',
    'Sec-Fetch-Site': 'cross-site',
  });
  expect(answer.statusCode).toBe(403);
  expect((await vitalsLines()).filter((line) => !line.startsWith('#'))).toEqual([]);
});

it('limits beacons per visitor: a flood gets 429s, which change nothing, while others still report', async () => {
  const flood = [];
  for (let beacons = 0; beacons < 15; beacons += 1)
    flood.push(await send('/mpesa', { LCP: 60_000 }, '192.0.2.7'));
  expect(flood.filter((answer) => answer.statusCode === 204)).toHaveLength(10);
  expect(flood.filter((answer) => answer.statusCode === 429)).toHaveLength(5);
  expect(await vitalsLines()).toContain('site_web_vitals_samples{metric="LCP",route="/mpesa",lang="en"} 10');
  expect((await send('/mpesa', { LCP: 800 }, '192.0.2.8')).statusCode).toBe(204);
});

it('sets no cookie and answers nothing but the status', async () => {
  const answer = await send('/mpesa', { LCP: 800 });
  expect(answer.headers['set-cookie']).toBeUndefined();
  expect(answer.headers['cache-control']).toBe('no-store');
  expect(answer.body).toBe('');
});

describe('with Redis', () => {
  let redis: RedisServer;
  let other: TestServer;
  beforeEach(async () => {
    redis = await startRedis();
    await server.app.close();
    const start = () => startServer(fakeSite().site, cms.url, { REDIS_URL: redis.url });
    [server, other] = await Promise.all([start(), start()]);
    for (const instance of [server, other])
      await expect.poll(async () => (await instance.app.inject('/readyz')).json().redis).toBe('connected');
  });
  afterEach(async () => {
    await other.app.close();
    await redis.stop();
  });

  it('every instance adds to and reports the same figures', async () => {
    await send('/mpesa', { LCP: 1000 });
    await other.app.inject({
      method: 'POST',
      url: '/_vitals',
      headers: { 'Content-Type': 'text/plain' },
      payload: JSON.stringify({ path: '/mpesa', metrics: { LCP: 2000 } }),
    });
    for (const instance of [server, other])
      expect(await vitalsLines(instance)).toContain(
        'site_web_vitals_samples{metric="LCP",route="/mpesa",lang="en"} 2',
      );
    expect(await redis.client.keys('site:vitals:*')).toEqual(
      expect.arrayContaining(['site:vitals:keys', 'site:vitals:en:LCP:/mpesa']),
    );
  });
});
