import { fakeCms, fakeSite, startServer, type TestServer } from './fixtures.ts';

// A page answers the fields of its address (the fee calculator's GET form, `answerFields`): such a
// request is rendered for itself, never from or into the page cache; hostile fields are a 400.

let cms: Awaited<ReturnType<typeof fakeCms>>;
let site: ReturnType<typeof fakeSite>;
let server: TestServer;

beforeEach(async () => {
  cms = await fakeCms();
  site = fakeSite();
  server = await startServer(site.site, cms.url, { WARM_CACHE: 'false' });
});
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers });

it('renders the page with the answer for each request, beside the cached page', async () => {
  const plain = await get('/mpesa');
  expect(plain.status).toBe(200);
  const rendersBefore = site.renders();

  const answered = await get('/mpesa?page=2&category=send-registered&amount=10%2C000&utm_source=sms');
  expect(answered.status).toBe(200);
  const html = await answered.text();
  // Only the answered fields reach the render, in a fixed order.
  expect(html).toContain('<p>asked category=send-registered&amount=10%2C000</p>');
  expect(answered.headers.get('x-robots-tag')).toBe('noindex');
  expect(answered.headers.get('cache-control')).toMatch(/^public, max-age=0, s-maxage=\d+$/);
  expect(answered.headers.get('content-security-policy')).toBeTruthy();
  expect(site.renders()).toBe(rendersBefore + 1);

  // Asked again: rendered again (one page per amount is never kept), and the plain page is untouched.
  await (await get('/mpesa?amount=5000')).text();
  expect(site.renders()).toBe(rendersBefore + 2);
  const again = await get('/mpesa');
  expect(await again.text()).not.toContain('asked');
  expect(site.renders()).toBe(rendersBefore + 2);
});

it('answers in Swahili and moves a variant of the address to the route, fields kept', async () => {
  const sw = await get('/sw/mpesa?amount=abc');
  expect(sw.status).toBe(200);
  expect(await sw.text()).toContain('<p>asked amount=abc</p>');
  const moved = await get('/MPESA?amount=10000&category=withdraw-agent');
  expect(moved.status).toBe(301);
  expect(moved.headers.get('location')).toBe('/mpesa?category=withdraw-agent&amount=10000');
});

it.each([
  ['a repeated field', '/mpesa?amount=1&amount=2'],
  ['an overlong amount', `/mpesa?amount=${'9'.repeat(41)}`],
  ['an overlong category', `/mpesa?category=${'a'.repeat(41)}`],
  ['an overlong amount in astral characters', `/mpesa?amount=${encodeURIComponent('😀'.repeat(41))}`],
])('refuses %s with a 400 and renders nothing', async (_, path) => {
  const before = site.renders();
  const response = await get(path);
  expect(response.status).toBe(400);
  expect(response.headers.get('content-type')).toMatch(/json/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(site.renders()).toBe(before);
});

it('gives a path no route has its not-found answer, fields or not', async () => {
  const response = await get('/no-such-page?amount=10000');
  expect(response.status).toBe(404);
});

it('counts each answer against the visitor’s budget of uncached work', async () => {
  await server.app.close();
  server = await startServer(site.site, cms.url, { WARM_CACHE: 'false', UNCACHED_RATE_LIMIT: '2' });
  const statuses = [];
  for (let n = 0; n < 4; n += 1) statuses.push((await get(`/mpesa?amount=${1000 + n}`)).status);
  expect(statuses).toEqual([200, 200, 429, 429]);
});
