import type { SiteModule } from '@site/shared-server-contract';
import Fastify from 'fastify';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildServer, type SiteServer } from '../src/app.ts';
import type { CmsClient } from '../src/cms-client.ts';
import { readConfig, type ServerConfig } from '../src/config.ts';
import { createRenderedPages } from '../src/rendered-pages.ts';
import { createRenderer, type Renderer } from '../src/renderer.ts';
import { createWorkQueue, priority } from '../src/work-queue.ts';

/** An answer of the fake CMS: JSON, or bytes of their own type (a media file). */
type FakeAnswer = { status: number; body: unknown; type?: string };

/** A stand-in for Strapi on a free local port: it records what reached it and answers from `routes`. */
export async function fakeCms(
  routes: Record<string, (request: IncomingMessage, body: string) => FakeAnswer> = {},
) {
  const seen: { method: string; url: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server: Server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      seen.push({ method: request.method ?? '', url: request.url ?? '', headers: request.headers, body });
      const path = (request.url ?? '').split('?')[0] ?? '';
      const route = routes[`${request.method} ${path}`] ?? routes[path];
      const answer = route
        ? route(request, body)
        : { status: path === '/_health' ? 204 : 404, body: { error: 'not found' } };
      if (Buffer.isBuffer(answer.body)) {
        response.writeHead(answer.status, { 'Content-Type': answer.type ?? 'application/octet-stream' });
        return response.end(answer.body);
      }
      response.writeHead(answer.status, { 'Content-Type': 'application/json' });
      response.end(answer.status === 204 ? undefined : JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, seen, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** The fake site's routes (in each language; `/sw` for Swahili), as its route table spells them. */
export const fakeRoutes = ['/', '/mpesa', '/other', '/down', '/moved', '/broken', '/never-seen', '/here'];
/** Its paged list, `?page=N` up to `pages`. */
export const fakeList = { path: '/news-events', pages: 3 };

/**
 * A site to render: pages whose HTML names their path and a counter, so a test tells a fresh render
 * from a cached one. `/broken` throws, `/down` answers as the site does when the CMS failed, `/moved`
 * redirects, anything under `/missing` (a detail route) is a 404, a path no route has is the
 * not-found page; while `control.hold` is pending, renders wait for it.
 */
export function fakeSite() {
  let renders = 0;
  const control: { failing: boolean; hold: Promise<void> | null } = { failing: false, hold: null };
  const known = new Map(
    [...fakeRoutes, fakeList.path].flatMap((path) =>
      [path, path === '/' ? '/sw' : `/sw${path}`].map((address) => [address.toLowerCase(), address]),
    ),
  );
  const address = (pathname: string) => {
    const path = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname;
    if (/^\/missing\/[^/]+$/i.test(path)) return `/missing${path.slice('/missing'.length)}`;
    return known.get(path.toLowerCase()) ?? null;
  };
  const site: SiteModule = {
    address,
    async render({ url, formEcho }) {
      renders += 1;
      await control.hold;
      const { pathname: path, searchParams } = new URL(url, 'http://x');
      if (path === '/moved') return { kind: 'redirect', status: 301, location: '/here' };
      if (path === '/broken' || control.failing) throw new Error('render failed');
      const routed = address(path) !== null;
      const status = path === '/down' ? 503 : path.startsWith('/missing') || !routed ? 404 : 200;
      const list = path.replace(/^\/sw/, '') === fakeList.path;
      return {
        kind: 'page',
        status,
        lang: path.startsWith('/sw') ? 'sw' : 'en',
        head: `<title>${path}</title>`,
        // A page that answers its address's fields shows what it was asked.
        // A form sent back to a visitor without JavaScript shows it was (ADR 0031).
        html: `<main><h1>${routed ? path : 'Not found'}</h1><p>render ${renders}</p>${searchParams.size ? `<p>asked ${searchParams}</p>` : ''}${formEcho ? `<p>echo ${encodeURIComponent(JSON.stringify(formEcho))}</p>` : ''}</main>`,
        payload: '<script type="application/json" id="site-state">{}</script>',
        modules: [],
        tags: [`api:${path.split('/')[1] || 'home'}`, 'api:sidebar'],
        complete: status !== 503,
        paging: list ? { page: Number(searchParams.get('page') ?? 1), pageCount: fakeList.pages } : null,
      };
    },
    langRedirectScript: 'void 0;',
    staticPagePaths: () => ['/', '/mpesa', '/other'],
    // `/other` shows a CMS page the fake CMS has not published (404): held back, not in the sitemap.
    pageOfPath: (path) => ({ '/mpesa': 'mpesa', '/other': 'other' })[path] ?? null,
    detailCollections: () => [],
    pathForApi: (segment) => (segment === 'mpesa' ? '/mpesa' : null),
    apiSegments: () => ['sidebar', 'mpesa', 'news-updates'],
    previewBanner: async () => '<p>Preview</p>',
    siteCollections: {
      'news-updates': {
        path: '/news-updates',
        pageSize: 9,
        sort: 'publishDate:desc',
        filterField: '[category]',
        fields: ['title', 'summary'],
        populate: ['image'],
        detailPath: '/news-event',
      },
    },
  };
  return { site, control, renders: () => renders };
}

export type TestServer = SiteServer & { url: string; config: ServerConfig };

/** The real server (every route, header and limit) around `site`, on a free port. */
export async function startServer(
  site: SiteModule,
  cmsUrl: string,
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): Promise<TestServer> {
  const config = readConfig(
    {
      CMS_URL: cmsUrl,
      PORT: '0',
      LOG_LEVEL: 'silent',
      WARM_CACHE: 'false',
      CMS_CACHE_MS: '60000',
      // Never shed by the real event-loop lag: a test process on a machine shared with other suites
      // lags past the production limit (1 s) at random. Shedding is tested with a load the test
      // controls (limits.test.ts).
      MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    [],
  );
  const server = await buildServer(config, {
    renderer: (cms: CmsClient) =>
      createRenderer({ site, cms, cmsUrl, origin: 'http://site.test', assets: null }),
    ...(logStream ? { logStream } : {}),
  });
  await server.app.listen({ host: '127.0.0.1', port: 0 });
  const url = `http://127.0.0.1:${(server.app.server.address() as AddressInfo).port}`;
  return { ...server, url, config };
}

/**
 * The real server around the fake site and a fake CMS answering `routes`, started before each test of
 * the file and closed after it: `current.server`, `current.cms`.
 */
export function serverForEachTest(env: Record<string, string> = {}, routes?: Parameters<typeof fakeCms>[0]) {
  const current = {} as { cms: Awaited<ReturnType<typeof fakeCms>>; server: TestServer };
  beforeEach(async () => {
    current.cms = await fakeCms(routes);
    current.server = await startServer(fakeSite().site, current.cms.url, env);
  });
  afterEach(async () => {
    await current.server.app.close();
    await current.cms.close();
  });
  return current;
}

/** The page cache as the server builds it, on small queues, around a test's renderer. */
export function testPages(renderer: Renderer, busy: () => boolean = () => false) {
  return createRenderedPages(renderer, {
    maxBytes: 1 << 20,
    maxAgeMs: 60_000,
    renders: createWorkQueue('renders', 2),
    refreshes: createWorkQueue('refreshes', 1),
    waiting: { [priority.visitor]: 8, [priority.background]: 8 },
    busy,
    log: Fastify().log,
  });
}

/**
 * The fake site's server on a fake CMS for the tests of one file: started before them, closed after.
 * Read `server` inside a test (it exists once `beforeAll` has run).
 */
export function serverForFile(env: Record<string, string> = {}) {
  const running = {} as { cms: Awaited<ReturnType<typeof fakeCms>>; server: TestServer };
  beforeAll(async () => {
    running.cms = await fakeCms();
    running.server = await startServer(fakeSite().site, running.cms.url, env);
  });
  afterAll(async () => {
    await running.server.app.close();
    await running.cms.close();
  });
  return running;
}

/** Posts a plain HTML form (urlencoded, as a browser sends it) to `path`, its redirect not followed. */
export const postPlainForm = (
  server: TestServer,
  path: string,
  body: string | Uint8Array,
  headers: Record<string, string> = {},
) =>
  fetch(`${server.url}${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body,
  });

/**
 * `back` values (urlencoded) every plain form refuses: it goes back to a page of this site only, by
 * the address its route writes, never elsewhere or through a trick.
 */
export const hostileBacks: [name: string, back: string][] = [
  ['no back', ''],
  ['another site as back', '%2F%2Fattacker.example'],
  ['an absolute back', 'https%3A%2F%2Fattacker.example%2F'],
  ['a path trick as back', '%2Fmpesa%2F..%2F..%2Fetc'],
  ['an encoded dot back', '%2F%252e%252e%2Fmpesa'],
  ['a back no route has', '%2Fno-such-page'],
  ['a case variant as back', '%2FMPESA'],
  ['a back with a query', '%2Fmpesa%3Fstorage%3Don'],
  ['a header in back', '%2Fmpesa%0D%0ASet-Cookie%3A+x%3D1'],
];

/** A form body with `fields` after one of `hostileBacks` (none at all for "no back"). */
export const withBack = (back: string, fields: string) => (back ? `back=${back}&${fields}` : fields);
