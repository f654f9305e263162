import type { RenderRequest } from '@site/shared-server-contract';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createCmsClient } from '../src/cms-client.ts';
import { createRenderThread, type RenderThread } from '../src/render-thread/index.ts';
import { createRenderer } from '../src/renderer.ts';
import { createWorkQueue, currentPriority, priority, withPriority } from '../src/work-queue.ts';
import { fakeSite, testPages } from './fixtures.ts';

// A built site as the thread loads it: its render reads the CMS through the transport it is given,
// and by its URL blocks its thread until a file exists, throws, or ends its thread.
const builtSite = `
import { existsSync } from 'node:fs';
import { threadId } from 'node:worker_threads';
export default {
  async render({ url, cms }) {
    const { pathname, searchParams } = new URL(url, 'http://x');
    // A bound, so that a render on the server's own thread fails the test instead of hanging it.
    const deadline = Date.now() + 10000;
    if (pathname === '/until')
      while (!existsSync(searchParams.get('file'))) if (Date.now() > deadline) throw new Error('never released');
    if (pathname === '/throws') throw new Error('the page failed');
    if (pathname === '/exits') process.exit(3);
    const read = await cms.fetchFn(cms.apiUrl + '/pages?slug=' + pathname.slice(1), { headers: { 'Strapi-Response-Format': 'v4' } });
    return {
      kind: 'page', status: 200, lang: 'en', head: '<title>' + pathname + '</title>',
      html: '<main>thread ' + threadId + ' read ' + read.status + ' ' + (await read.text()) + '</main>',
      payload: '', modules: [], tags: ['api:pages'], complete: true, paging: null,
    };
  },
};
`;

let dir: string;
let thread: RenderThread;
beforeEach(() => {
  dir = mkdtempSync(join(tmpdir(), 'render-thread-'));
  writeFileSync(join(dir, 'entry-server.mjs'), builtSite);
  thread = createRenderThread(join(dir, 'entry-server.mjs'));
});
afterEach(async () => {
  await thread.close();
  rmSync(dir, { recursive: true, force: true });
});

/** A render whose CMS read never answers: it stays under way (its thread idle meanwhile). */
const held = () => ({
  ...request('/held'),
  cms: { apiUrl: 'http://cms.test/api', fetchFn: () => new Promise<Response>(() => undefined) },
});

/** A render request whose CMS reads `reads` records (with the priority they were made at) and answers. */
function request(url: string, reads: { url: string; format: string | null; priority: number }[] = []) {
  const fetchFn: typeof fetch = async (input, init) => {
    const asked = new Request(input, init);
    reads.push({
      url: asked.url,
      format: asked.headers.get('Strapi-Response-Format'),
      priority: currentPriority(),
    });
    return new Response('{"data":[]}', { status: 200, headers: { 'Content-Type': 'application/json' } });
  };
  return {
    url,
    origin: 'http://site.test',
    cms: { apiUrl: 'http://cms.test/api', fetchFn },
  } satisfies RenderRequest;
}

test('a render runs while the server thread goes on: it ends only when this thread acts meanwhile', async () => {
  const file = join(dir, 'released');
  // On this thread the render would spin for ever: nothing else here could create the file.
  const rendered = thread.render(request(`/until?file=${encodeURIComponent(file)}`));
  await new Promise<void>((resolve) => setImmediate(resolve));
  writeFileSync(file, '');
  const result = await rendered;
  expect(result.kind).toBe('page');
  expect(existsSync(file)).toBe(true);
});

test("its CMS reads are made by the server's transport, at the priority the render was asked at", async () => {
  const reads: { url: string; format: string | null; priority: number }[] = [];
  const result = await withPriority(priority.background, () => thread.render(request('/mpesa', reads)));
  expect(reads).toEqual([
    { url: 'http://cms.test/api/pages?slug=mpesa', format: 'v4', priority: priority.background },
  ]);
  expect(result.kind === 'page' && result.html).toMatch(
    /^<main>thread [1-9]\d* read 200 \{"data":\[\]\}<\/main>$/,
  );
});

test('a render that fails is refused with its error; the thread goes on rendering', async () => {
  await expect(thread.render(request('/throws'))).rejects.toThrow('the page failed');
  await expect(thread.render(request('/mpesa'))).resolves.toMatchObject({ kind: 'page', status: 200 });
});

test('a thread that stops fails the renders under way, and the next render starts another', async () => {
  const first = await thread.render(request('/mpesa'));
  const underWay = thread.render(held());
  await expect(thread.render(request('/exits'))).rejects.toThrow('the render thread stopped (exit code 3)');
  await expect(underWay).rejects.toThrow('the render thread stopped (exit code 3)');
  const next = await thread.render(request('/mpesa'));
  const threadOf = (result: typeof next) => (result.kind === 'page' ? result.html.split(' ')[1] : '');
  expect(threadOf(next)).not.toBe(threadOf(first));
});

test('closing fails the renders under way', async () => {
  const refused = expect(thread.render(held())).rejects.toThrow('closed');
  await thread.close();
  await refused;
});

test("the cache's refreshes and warm-up render in the thread, a visitor's render on the server's own", async () => {
  const cms = createCmsClient({ cmsUrl: 'http://127.0.0.1:9', ttlMs: 0 }, createWorkQueue('CMS requests', 2));
  // The CMS client's fetch would reach no CMS here: the site's own transport answers instead.
  const transport = request('/').cms.fetchFn;
  const renderer = createRenderer({
    site: fakeSite().site,
    cms: { ...cms, fetch: transport },
    cmsUrl: 'http://cms.test',
    origin: 'http://site.test',
    assets: null,
    thread,
  });
  const pages = testPages(renderer);
  await pages.refresh('/mpesa', { wait: true });
  expect(pages.peek('/mpesa')?.html).toMatch(/<main>thread \d+ read 200/);
  const visitor = await pages.answer('/other', null);
  expect(visitor.kind === 'page' && visitor.page.html).toMatch(/<h1>\/other<\/h1>/);
});
