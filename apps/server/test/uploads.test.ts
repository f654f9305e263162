import { serverForEachTest } from './fixtures.ts';

// The CMS's media files through the site: kept by the server, so a second read costs the CMS nothing,
// browsers and CDNs told to keep them; what the cache cannot answer passes the visitor's budget.

const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
const file = () => ({ status: 200, body: pdf, type: 'application/pdf' });
const current = serverForEachTest(
  { UNCACHED_RATE_LIMIT: '3', TRUSTED_PROXIES: '127.0.0.1' },
  Object.fromEntries(['a', 'b', 'c', 'd'].map((name) => [`/uploads/report_${name}1.pdf`, file])),
);

const get = (name: string, client = '10.0.0.1', headers: Record<string, string> = {}) =>
  fetch(`${current.server.url}/uploads/${name}`, { headers: { 'X-Forwarded-For': client, ...headers } });
const reads = (name: string) => current.cms.seen.filter((seen) => seen.url === `/uploads/${name}`).length;

it('keeps a file: read once from the CMS, then from memory, with long immutable headers', async () => {
  const answers = await Promise.all(Array.from({ length: 5 }, () => get('report_a1.pdf')));
  expect(answers.map((answer) => answer.status)).toEqual(Array(5).fill(200));
  expect(reads('report_a1.pdf')).toBe(1);
  const again = await get('report_a1.pdf');
  expect(Buffer.from(await again.arrayBuffer()).equals(pdf)).toBe(true);
  expect(Object.fromEntries(again.headers)).toMatchObject({
    'content-type': 'application/pdf',
    'cache-control': 'public, max-age=604800, immutable',
    'x-cache': 'hit',
    'x-content-type-options': 'nosniff',
  });
  expect(reads('report_a1.pdf')).toBe(1);
});

it('refuses a flood of files past the visitor’s budget (429), while kept files and other visitors are served', async () => {
  for (const name of ['report_a1.pdf', 'report_b1.pdf', 'gone_x1.pdf']) await get(name);
  const refused = await get('report_c1.pdf');
  expect(refused.status).toBe(429);
  expect(refused.headers.get('retry-after')).not.toBeNull();
  expect(reads('report_c1.pdf')).toBe(0);
  // A file the CMS does not have is remembered as missing: asked again, no read, no budget.
  expect((await get('gone_x1.pdf')).status).toBe(404);
  expect(reads('gone_x1.pdf')).toBe(1);
  expect((await get('report_a1.pdf')).status).toBe(200);
  expect((await get('report_c1.pdf', '10.0.0.2')).status).toBe(200);
});

it('forgets every file when the CMS says media changed (a file replaced under its name)', async () => {
  await get('report_a1.pdf');
  await current.server.bus.publish(['*']);
  expect((await get('report_a1.pdf')).headers.get('x-cache')).toBe('miss');
  expect(reads('report_a1.pdf')).toBe(2);
});
