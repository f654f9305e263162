import { fakeCms, fakeList, fakeRoutes, fakeSite, startServer, type TestServer } from './fixtures.ts';

// One address per page (docs/behaviour.md §2): variants move to it or share its cached copy, a list
// has addresses for its own pages only, and a path no route has costs no render after the first.

let cms: Awaited<ReturnType<typeof fakeCms>>;
let site: ReturnType<typeof fakeSite>;
let server: TestServer;

async function start(env: Record<string, string> = {}) {
  cms = await fakeCms();
  site = fakeSite();
  server = await startServer(site.site, cms.url, env);
}
afterEach(async () => {
  await server.app.close();
  await cms.close();
});

const get = (path: string) => fetch(`${server.url}${path}`, { redirect: 'manual' });

describe('variants of an address', () => {
  beforeEach(() => start());

  it.each([
    ['/MPESA', '/mpesa'],
    ['/Mpesa/', '/mpesa'],
    ['/mpesa/', '/mpesa'],
    ['/SW/Mpesa', '/sw/mpesa'],
    ['/sw/', '/sw'],
    ['/News-Events?page=2&utm_source=x', '/news-events?page=2'],
  ])('%s moves (301) to %s, with nothing rendered', async (variant, address) => {
    const answer = await get(variant);
    expect([answer.status, answer.headers.get('location')]).toEqual([301, address]);
    expect(answer.headers.get('cache-control')).toBe('public, max-age=3600');
    expect(site.renders()).toBe(0);
  });

  it('share the cached page whatever else the query holds, a `page` the page does not have too', async () => {
    for (const query of ['', '?utm_source=x', '?cachebust=1', '?page=2', '?page=abc&x=1']) {
      const answer = await get(`/mpesa${query}`);
      expect([query, answer.status]).toEqual([query, 200]);
    }
    expect(site.renders()).toBe(1);
  });
});

describe('a paged list', () => {
  beforeEach(() => start());

  it('has one address per page of the list: page 1 is the bare address', async () => {
    for (const query of ['', '?page=1', '?page=2', '?page=2&utm=x', '?page=3'])
      expect((await get(`${fakeList.path}${query}`)).status).toBe(200);
    expect(site.renders()).toBe(3);
    expect(server.pages.keys().sort()).toEqual([
      fakeList.path,
      `${fakeList.path}?page=2`,
      `${fakeList.path}?page=3`,
    ]);
  });

  it.each(['4', '0', '02', '-1', '1e1', 'x', ''])(
    '?page=%s is not one of its pages: the not-found page, not cached under that address',
    async (page) => {
      expect((await get(fakeList.path)).status).toBe(200);
      const answer = await get(`${fakeList.path}?page=${page}`);
      expect(answer.status).toBe(404);
      expect(await answer.text()).toContain('Not found');
      expect(server.pages.keys().filter((key) => key.includes('?'))).toEqual([]);
    },
  );
});

describe('a path no route has', () => {
  beforeEach(() => start());

  it('gets its language’s not-found page, rendered once per language whatever the path', async () => {
    const paths = ['/nope', '/x/y/z', '/SW-nope', '/sw/nope', '/sw/a/b', '/nope?page=3'];
    const answers = await Promise.all(paths.map((path) => get(path)));
    expect(answers.map((answer) => answer.status)).toEqual(Array(paths.length).fill(404));
    const bodies = await Promise.all(answers.map((answer) => answer.text()));
    expect(new Set(bodies).size).toBe(2);
    expect(bodies[0]).toContain('<title>/__not-found__</title>');
    expect(bodies[3]).toContain('<title>/sw/__not-found__</title>');
    expect(site.renders()).toBe(2);
    expect(answers[0]?.headers.get('cache-control')).toBe('public, max-age=0, s-maxage=60');
  });

  it('is rendered again after a content change (the not-found page shows the CMS’s sidebar)', async () => {
    expect((await get('/nope')).status).toBe(404);
    await server.bus.publish(['api:sidebar']);
    expect((await get('/other-nope')).status).toBe(404);
    expect(site.renders()).toBe(2);
  });
});

it('1,000 variant requests leave the warm cache in place and add at most one entry per list page', async () => {
  // A cache just big enough for the site: every entry a variant added would evict a page.
  await start({ PAGE_CACHE_MB: '0.05', UNCACHED_RATE_LIMIT: '0' });
  const addresses = [...fakeRoutes, fakeList.path]
    .filter((path) => !['/down', '/moved', '/broken'].includes(path))
    .flatMap((path) => [path, path === '/' ? '/sw' : `/sw${path}`]);
  for (const address of addresses) expect((await get(address)).status).toBe(200);
  const warm = server.pages.keys();
  expect(warm).toHaveLength(addresses.length);

  const random = (n: number) => Math.floor(Math.random() * n);
  const variant = (path: string) =>
    [
      () => `${path}?page=${random(1_000_000)}`,
      () => `${path.toUpperCase()}`,
      () => `${path}/`,
      () => `${path}?utm_source=${random(1_000_000)}&page=${random(5)}`,
      () => `${path}?${random(1_000_000)}=1`,
    ][random(5)]!();
  for (let i = 0; i < 1_000; i += 25)
    await Promise.all(
      Array.from({ length: 25 }, () =>
        get(variant(addresses[random(addresses.length)]!)).then((a) => a.text()),
      ),
    );

  const after = new Set(server.pages.keys());
  const kept = warm.filter((key) => after.has(key));
  expect(kept.length / warm.length).toBeGreaterThanOrEqual(0.95);
  const added = [...after].filter((key) => !warm.includes(key));
  const listPages = ['en', 'sw'].flatMap((lang) =>
    Array.from(
      { length: fakeList.pages - 1 },
      (_, i) => `${lang === 'sw' ? '/sw' : ''}${fakeList.path}?page=${i + 2}`,
    ),
  );
  const notFoundPages = ['/__not-found__', '/sw/__not-found__'];
  expect(added.filter((key) => !listPages.includes(key) && !notFoundPages.includes(key))).toEqual([]);
});
