import { createHmac } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { storedLevels } from '../src/compression.ts';
import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

/** A built site's assets folder: one hashed script with its precompressed copies. */
function distWithAsset() {
  const dist = mkdtempSync(join(tmpdir(), 'site-dist-'));
  mkdirSync(join(dist, 'client', 'assets'), { recursive: true });
  const script = 'console.log("hello");'.repeat(100);
  writeFileSync(join(dist, 'client', 'assets', 'app-abc123.js'), script);
  writeFileSync(join(dist, 'client', 'assets', 'app-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(join(dist, 'client', 'assets', 'app-abc123.js.gz'), gzipSync(script));
  writeFileSync(join(dist, 'client', 'sw.js'), 'self.skipWaiting();');
  writeFileSync(join(dist, 'client', 'offline.sw.html'), '<!doctype html><title>Huna mtandao</title>');
  return dist;
}

const signed = (secret: string, body: string, t = Math.floor(Date.now() / 1000)) =>
  `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;

let dist: string;
let cms: Awaited<ReturnType<typeof fakeCms>>;
let site: ReturnType<typeof fakeSite>;
let server: TestServer;

beforeAll(() => {
  dist = distWithAsset();
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

beforeEach(async () => {
  cms = await fakeCms({
    '/api/mpesa': () => ({ status: 200, body: { data: { title: 'M-Pesa' } } }),
    '/api/news-updates': () => ({ status: 200, body: { data: [], meta: {} } }),
  });
  site = fakeSite();
  server = await startServer(site.site, cms.url, { SITE_DIST: dist });
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

describe('pages', () => {
  it('serve a page with the security headers, then the same HTML from the cache', async () => {
    const first = await fetch(`${server.url}/mpesa`);
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('miss');
    const csp = first.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toMatch(/script-src 'self' 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).not.toContain("unsafe-inline' 'sha");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-(inline|eval)/);
    expect(first.headers.get('strict-transport-security')).toContain('max-age=31536000');
    expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    expect(first.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(first.headers.get('cross-origin-opener-policy')).toBe('same-origin');
    expect(first.headers.get('permissions-policy')).toContain('camera=()');
    expect(first.headers.get('cache-control')).toContain('stale-if-error');
    const html = await first.text();
    const second = await fetch(`${server.url}/mpesa`);
    expect(second.headers.get('x-cache')).toBe('hit');
    expect(await second.text()).toBe(html);
    expect(site.renders()).toBe(1);
  });

  it('answer a page from the cache before Fastify with the same headers as Fastify sends', async () => {
    const headers = { 'Accept-Encoding': 'br' };
    const first = await fetch(`${server.url}/mpesa`, { headers });
    await expect.poll(() => server.pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
    const cached = await fetch(`${server.url}/mpesa`, { headers });
    expect(cached.headers.get('x-cache')).toBe('hit');
    const named = (answer: Response) =>
      Object.fromEntries(
        [...answer.headers].filter(
          ([name]) => !['date', 'x-request-id', 'content-length', 'x-cache'].includes(name),
        ),
      );
    expect(named(cached)).toEqual(named(first));
    expect(cached.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('answer a matching ETag with 304 and compress as the browser accepts', async () => {
    const first = await fetch(`${server.url}/mpesa`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const etag = first.headers.get('etag')!;
    const again = await fetch(`${server.url}/mpesa`, { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
  });

  it.each([
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.8', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip;q=1, br;q=0.1', 'gzip'],
    ['*', 'br'],
    ['identity', null],
    ['br;q=0, gzip;q=0', null],
  ])(
    'send what Accept-Encoding: %s takes most readily (%s), rendered and from the cache',
    async (accepted, sent) => {
      const encodings = async () => {
        const answer = await fetch(`${server.url}/mpesa`, { headers: { 'Accept-Encoding': accepted } });
        return [answer.headers.get('content-encoding'), answer.headers.get('x-cache')];
      };
      expect(await encodings()).toEqual([sent, 'miss']);
      await expect.poll(() => server.pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
      expect(await encodings()).toEqual([sent, 'hit']);
    },
  );

  it('store a cached page at the stored levels once its first answer is out', async () => {
    const first = await fetch(`${server.url}/mpesa`, { headers: { 'Accept-Encoding': 'br' } });
    expect(first.headers.get('content-encoding')).toBe('br');
    const html = await first.text();
    const stored = brotliCompressSync(html, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: storedLevels.brotli,
        [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
      },
    });
    await expect.poll(() => server.pages.peek('/mpesa')?.br?.equals(stored)).toBe(true);
    expect(server.pages.peek('/mpesa')?.gzip).toEqual(gzipSync(html, { level: storedLevels.gzip }));
  });

  it('send a stored page with every header the other answers carry, a HEAD without its body', async () => {
    await fetch(`${server.url}/mpesa`);
    await expect.poll(() => server.pages.peek('/mpesa')?.br?.length ?? 0).toBeGreaterThan(0);
    const br = server.pages.peek('/mpesa')!.br!;
    const answer = await fetch(`${server.url}/mpesa`, { headers: { 'Accept-Encoding': 'br' } });
    const headers = Object.fromEntries(answer.headers);
    expect(headers).toMatchObject({
      'content-type': 'text/html; charset=utf-8',
      'content-encoding': 'br',
      'content-length': String(br.length),
      'x-cache': 'hit',
      vary: 'Accept-Encoding, Save-Data',
      etag: server.pages.peek('/mpesa')!.etag,
      'strict-transport-security': expect.stringContaining('max-age=31536000'),
      'x-frame-options': 'DENY',
      'permissions-policy': expect.stringContaining('camera=()'),
    });
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['cache-control']).toContain('stale-if-error');
    expect(headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    const head = await fetch(`${server.url}/mpesa`, { method: 'HEAD', headers: { 'Accept-Encoding': 'br' } });
    expect([head.status, head.headers.get('content-length'), await head.text()]).toEqual([
      200,
      String(br.length),
      '',
    ]);
  });

  it('render a page once for a burst of requests', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => fetch(`${server.url}/mpesa`)));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(site.renders()).toBe(1);
  });

  it('re-render what a signed content webhook names, and keep the rest', async () => {
    await fetch(`${server.url}/mpesa`);
    await fetch(`${server.url}/other`);
    const body = JSON.stringify({
      event: 'entry.publish',
      api: 'mpesa',
      uid: 'api::mpesa.mpesa',
      documentId: 'abc',
    });
    const hook = await fetch(`${server.url}/_hooks/content`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        'X-Content-Signature': signed(server.config.webhookSecret, body),
      },
      body,
    });
    expect(hook.status).toBe(202);
    expect((await fetch(`${server.url}/mpesa`)).headers.get('x-cache')).toBe('miss');
    expect((await fetch(`${server.url}/other`)).headers.get('x-cache')).toBe('hit');
  });

  it('refuse a webhook with a forged, old or missing signature', async () => {
    const body = JSON.stringify({ event: 'entry.publish', api: 'mpesa' });
    const post = (signature?: string) =>
      fetch(`${server.url}/_hooks/content`, {
        method: 'POST',
        headers: {
          'Content-Type': 'application/json',
          ...(signature ? { 'X-Content-Signature': signature } : {}),
        },
        body,
      });
    expect((await post()).status).toBe(401);
    expect((await post(signed('wrong-secret', body))).status).toBe(401);
    expect(
      (await post(signed(server.config.webhookSecret, body, Math.floor(Date.now() / 1000) - 3600))).status,
    ).toBe(401);
  });

  it('serve the last good copy while the CMS is down, and a 503 page for a page never rendered', async () => {
    await fetch(`${server.url}/mpesa`);
    await server.bus.publish(['*']);
    site.control.failing = true;
    const stale = await fetch(`${server.url}/mpesa`);
    expect(stale.status).toBe(200);
    expect(stale.headers.get('x-cache')).toBe('stale');
    const never = await fetch(`${server.url}/never-seen`);
    expect(never.status).toBe(503);
    expect(never.headers.get('retry-after')).toBe('30');
    expect(await never.text()).toContain('Ukurasa huu haukuweza kufunguka');
  });

  it('never cache an incomplete page, and answer redirects and 404s as the site says', async () => {
    expect((await fetch(`${server.url}/down`)).status).toBe(503);
    expect((await fetch(`${server.url}/down`)).headers.get('x-cache')).toBe('uncached');
    const moved = await fetch(`${server.url}/moved`, { redirect: 'manual' });
    expect([moved.status, moved.headers.get('location')]).toEqual([301, '/here']);
    expect((await fetch(`${server.url}/missing/x`)).status).toBe(404);
  });
});

describe('request targets', () => {
  it.each([
    ['/../etc/passwd', 400],
    ['/%2e%2e/admin', 400],
    ['/api/%2e%2e/admin/register-admin', 400],
    ['/api/..%2fadmin', 400],
    ['/uploads/..%5c..%5cconfig', 400],
    ['/a\\b', 400],
    ['/api//admin', 400],
    ['/x%00', 400],
    ['/bad%zz', 400],
    [`/${'a'.repeat(3000)}`, 414],
  ])('%s is refused before routing', async (path, status) => {
    // Sent byte for byte: an HTTP client would normalise the dots and backslashes away.
    const { connect } = await import('node:net');
    const { port } = new URL(server.url);
    const reply = await new Promise<string>((resolve, reject) => {
      const socket = connect(Number(port), '127.0.0.1', () =>
        socket.write(`GET ${path} HTTP/1.1\r\nHost: site.test\r\nConnection: close\r\n\r\n`),
      );
      let data = '';
      socket.on('data', (chunk) => (data += chunk.toString()));
      socket.on('end', () => resolve(data));
      socket.on('error', reject);
    });
    expect(Number(reply.split(' ')[1])).toBe(status);
    expect(cms.seen).toEqual([]);
  });
});

describe('the CMS proxy', () => {
  it('forwards the site reads it knows, rebuilt, once per burst', async () => {
    const url = `${server.url}/api/news-updates?locale=sw&populate=deep%2C10&sort=publishDate%3Adesc&pagination%5Bpage%5D=1&pagination%5BpageSize%5D=9&filters%5Bcategory%5D%5B%24eq%5D=announcement`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => fetch(url)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(10).fill(200));
    expect(cms.seen.filter((seen) => seen.url.startsWith('/api/news-updates'))).toHaveLength(1);
  });

  it('forwards the fields and relations a collection is read with, in their order', async () => {
    const answer = await fetch(
      `${server.url}/api/news-updates?locale=en&fields%5B0%5D=title&fields%5B1%5D=summary&populate%5B0%5D=image`,
    );
    expect(answer.status).toBe(200);
    expect(cms.seen.map((seen) => decodeURIComponent(seen.url))).toEqual([
      '/api/news-updates?locale=en&fields[0]=title&fields[1]=summary&populate[0]=image',
    ]);
  });

  it.each([
    ['/api/admin', 404],
    ['/api/users', 404],
    ['/api/API', 404],
    ['/api/Mpesa', 404],
    ['/api/mpesa/abc', 404],
    ['/api/news-updates/abc/extra', 404],
    ['/api/mpesa?status=draft', 400],
    ['/api/mpesa?publicationState=preview', 400],
    ['/api/mpesa?populate[image][populate][related]=true', 400],
    ['/api/mpesa?populate=*', 400],
    ['/api/mpesa?locale=fr', 400],
    ['/api/mpesa?locale=en&locale=sw', 400],
    ['/api/news-updates?filters[editorNote][$notNull]=true', 400],
    ['/api/news-updates?pagination[pageSize]=100000', 400],
    ['/api/news-updates?sort=editorNote:asc', 400],
    ['/api/news-updates?fields[0]=editorNote', 400],
    ['/api/news-updates?fields[1]=title', 400],
    ['/api/news-updates?fields[0]=title&fields[0]=summary', 400],
    ['/api/mpesa?fields[0]=title', 400],
    ['/api/news-updates?populate[0]=createdBy', 400],
    ['/api/news-updates?populate[0]=image&populate[0]=body', 400],
    ['/api/news-updates?populate[1]=image', 400],
    ['/api/news-updates?populate[0]=IMAGE', 400],
    ['/api/mpesa?populate[0]=image', 400],
  ])('refuses %s with %i, the CMS never asked', async (path, status) => {
    const answer = await fetch(`${server.url}${path}`);
    expect(answer.status).toBe(status);
    expect(cms.seen).toEqual([]);
  });

  it('answers 502 when the CMS cannot be reached, never a 500', async () => {
    await cms.close();
    const answer = await fetch(`${server.url}/api/mpesa?locale=en`);
    expect(answer.status).toBe(502);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(await answer.json()).toEqual({
      data: null,
      error: { status: 502, name: 'BadGateway', message: 'The content service failed' },
    });
  });

  it('allows no other method on content', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const answer = await fetch(`${server.url}/api/mpesa`, {
        method,
        headers: { 'Content-Type': 'application/json' },
        body: '{}',
      });
      expect([404, 405]).toContain(answer.status);
    }
    expect(cms.seen).toEqual([]);
  });
});

describe('shutdown', () => {
  it('finishes the requests under way, then closes (what SIGTERM does)', async () => {
    let release = () => undefined as void;
    site.control.hold = new Promise<void>((resolve) => (release = resolve));
    const inFlight = fetch(`${server.url}/mpesa`);
    await expect.poll(() => site.renders()).toBe(1);
    const order: string[] = [];
    const closed = server.app.close().then(() => order.push('closed'));
    const answered = inFlight.then(async (answer) => {
      order.push('answered');
      return { status: answer.status, html: await answer.text() };
    });
    // The listener stops taking connections while the request is still under way, and close waits.
    await expect.poll(() => server.app.server.listening).toBe(false);
    expect(order).toEqual([]);
    release();
    expect(await answered).toMatchObject({ status: 200, html: expect.stringContaining('<h1>/mpesa</h1>') });
    await closed;
    await expect(fetch(`${server.url}/healthz`)).rejects.toThrow();
  });
});

describe('assets, health and search engines', () => {
  it('serve hashed assets precompressed, cached for a year', async () => {
    const answer = await fetch(`${server.url}/assets/app-abc123.js`, {
      headers: { 'Accept-Encoding': 'br, gzip' },
    });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-encoding')).toBe('br');
    expect(answer.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('serve the service worker and its offline pages revalidated on every check', async () => {
    const worker = await fetch(`${server.url}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('cache-control')).toBe('no-cache');
    expect(worker.headers.get('content-type')).toMatch(/javascript/);
    expect(await worker.text()).toBe('self.skipWaiting();');
    const offline = await fetch(`${server.url}/offline.sw.html`);
    expect(offline.headers.get('cache-control')).toBe('no-cache');
    expect(offline.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('answer /healthz always and /readyz when the CMS answers', async () => {
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
    await cms.close();
    await expect.poll(async () => (await fetch(`${server.url}/readyz`)).status).toBe(503);
    expect((await fetch(`${server.url}/healthz`)).status).toBe(200);
  });

  it('ask the CMS for /readyz at most once a second, however often it is probed', async () => {
    // Only the clock /readyz reads stands still; the sockets run as ever.
    vi.useFakeTimers({ toFake: ['performance'] });
    try {
      const probe = async () => (await fetch(`${server.url}/readyz`)).status;
      const checks = () => cms.seen.filter((seen) => seen.url === '/_health').length;
      expect(await Promise.all(Array.from({ length: 30 }, probe))).toEqual(Array(30).fill(200));
      expect(await probe()).toBe(200);
      expect(checks()).toBe(1);
      vi.advanceTimersByTime(999);
      await probe();
      expect(checks()).toBe(1);
      vi.advanceTimersByTime(1);
      await probe();
      expect(checks()).toBe(2);
    } finally {
      vi.useRealTimers();
    }
  });

  it('list every page in both languages in the sitemap, and point robots at it', async () => {
    const sitemap = await (await fetch(`${server.url}/sitemap.xml`)).text();
    for (const path of ['/', '/sw', '/mpesa', '/sw/mpesa'])
      expect(sitemap).toContain(`<loc>${server.config.siteOrigin}${path}</loc>`);
    expect(sitemap).toContain('hreflang="x-default"');
    // A page the CMS has not published says it is being prepared: rendered, never listed.
    expect(cms.seen.some((request) => request.url === '/api/other?locale=en')).toBe(true);
    expect(sitemap).not.toContain('/other<');
    expect((await fetch(`${server.url}/other`)).status).toBe(200);
    expect(await (await fetch(`${server.url}/robots.txt`)).text()).toContain(
      `Sitemap: ${server.config.siteOrigin}/sitemap.xml`,
    );
  });
});
