import { connect } from 'node:net';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

// What the framework answers by itself (a URL its router refuses, a method no route takes) carries
// the same headers and JSON shape as everything else, and never the raw request.

let cms: Awaited<ReturnType<typeof fakeCms>>;
let server: TestServer;
let log: string[];

beforeEach(async () => {
  cms = await fakeCms();
  log = [];
  server = await startServer(
    fakeSite().site,
    cms.url,
    { LOG_LEVEL: 'warn', TRUSTED_PROXIES: '10.9.9.9' },
    { write: (line) => void log.push(line) },
  );
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

/** A request written byte for byte (an HTTP client would fix the target first). */
function raw(target: string, method = 'GET'): Promise<{ status: number; head: string; body: string }> {
  const { port } = new URL(server.url);
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), '127.0.0.1', () =>
      socket.write(`${method} ${target} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`),
    );
    let data = '';
    socket.on('data', (chunk) => (data += chunk.toString()));
    socket.on('end', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), head: head.toLowerCase(), body });
    });
    socket.on('error', reject);
  });
}

it.each([
  ['/bad%zz', 400],
  ['/api/%E0%A4%A', 400],
])('%s: the router’s own refusal with the security headers and our JSON, no echo', async (target, status) => {
  const answer = await raw(target);
  expect(answer.status).toBe(status);
  expect(answer.head).toContain("content-security-policy: default-src 'self'");
  expect(answer.head).toContain('x-content-type-options: nosniff');
  expect(answer.head).toContain('cache-control: no-store');
  expect(JSON.parse(answer.body)).toMatchObject({ data: null, error: { status } });
  expect(answer.body).not.toMatch(/%zz|%A4/i);
});

it.each([
  ['DELETE', '/mpesa', 'GET, HEAD'],
  ['PUT', '/api/shareholder-forms', 'GET, HEAD, POST'],
  ['PATCH', '/healthz', 'GET, HEAD'],
  ['OPTIONS', '/', 'GET, HEAD'],
])('%s %s: 405 with Allow: %s', async (method, path, allow) => {
  const answer = await fetch(`${server.url}${path}`, { method });
  expect(answer.status).toBe(405);
  expect(answer.headers.get('allow')).toBe(allow);
  expect(answer.headers.get('x-frame-options')).toBe('DENY');
  expect(await answer.json()).toEqual({
    data: null,
    error: { status: 405, name: 'MethodNotAllowed', message: 'Request refused' },
  });
  expect(cms.seen).toEqual([]);
});

it('an unknown method is 405 too, never 404 or 500', async () => {
  expect((await raw('/mpesa', 'PROPFIND')).status).toBe(405);
});

it('warns once per peer when X-Forwarded-For comes from an address that is not a trusted proxy', async () => {
  const warnings = () => log.filter((line) => line.includes('X-Forwarded-For'));
  await fetch(`${server.url}/healthz`);
  expect(warnings()).toEqual([]);
  for (const forwarded of ['1.1.1.1', '2.2.2.2'])
    await fetch(`${server.url}/healthz`, { headers: { 'X-Forwarded-For': forwarded } });
  expect(warnings()).toHaveLength(1);
  expect(JSON.parse(warnings()[0]!)).toMatchObject({ level: 40, peer: '127.0.0.1' });
});

it('logs a sampled share of the answered requests, one line each, without the query', async () => {
  const lines: string[] = [];
  const sampled = await startServer(
    fakeSite().site,
    cms.url,
    { LOG_LEVEL: 'info', ACCESS_LOG_SAMPLE: '0.5' },
    { write: (line) => void lines.push(line) },
  );
  try {
    for (let i = 0; i < 4; i += 1) await fetch(`${sampled.url}/healthz?token=secret-${i}`);
    const requests = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(requests).toHaveLength(2);
    expect(requests[0]).toMatchObject({ req: { method: 'GET', path: '/healthz' }, res: { statusCode: 200 } });
    expect(lines.join('')).not.toContain('secret-');
    // A page answered from the cache before Fastify is in the same sample.
    await fetch(`${sampled.url}/mpesa`, { headers: { 'Accept-Encoding': 'br' } });
    await expect.poll(() => sampled.pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
    lines.length = 0;
    for (let i = 0; i < 4; i += 1)
      await fetch(`${sampled.url}/mpesa`, { headers: { 'Accept-Encoding': 'br' } });
    const cached = lines.map((line) => JSON.parse(line)).filter((line) => line.msg === 'request completed');
    expect(cached).toHaveLength(2);
    expect(cached[0]).toMatchObject({ req: { method: 'GET', path: '/mpesa' }, res: { statusCode: 200 } });
  } finally {
    await sampled.app.close();
  }
});
