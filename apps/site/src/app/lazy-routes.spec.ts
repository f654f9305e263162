import { createMemoryRouter, type RouteObject } from 'react-router';
import { matchedRouteIds, patchCutRoutes, renderedBranches, resolveLazyRoutes } from './lazy-routes';
import { createAppRoutes } from './routes';

function lazyRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [
    ...(typeof route.lazy === 'function' ? [route] : []),
    ...lazyRoutes(route.children ?? []),
  ]);
}

describe('the lazy routes a server render names', () => {
  it('loads the named routes’ modules into them and leaves the others lazy', async () => {
    const Page = () => null;
    let otherLoads = 0;
    const page: RouteObject = { id: 'page', path: '/page', lazy: async () => ({ Component: Page }) };
    const other: RouteObject = {
      id: 'other',
      path: '/other',
      lazy: async () => {
        otherLoads += 1;
        return { Component: Page };
      },
    };
    await resolveLazyRoutes([{ id: 'root', children: [page, other] }], ['root', 'page']);
    expect(page).toMatchObject({ Component: Page, lazy: undefined });
    expect(typeof other.lazy).toBe('function');
    expect(otherLoads).toBe(0);
  });

  it('can name every lazy route of the site: each has an id of its own', () => {
    const ids = lazyRoutes(createAppRoutes()).map((route) => route.id);
    expect(ids.length).toBeGreaterThan(10);
    expect(ids.every((id) => typeof id === 'string')).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('falls back to the URL for a page the server did not render', () => {
    const ids = matchedRouteIds(
      createAppRoutes(),
      new URL('http://site.test/sw/mpesa') as unknown as Location,
      '/sw',
    );
    expect(ids).toEqual(['chrome', 'pages', expect.stringMatching(/^mpesa:/)]);
  });
});

const idsOf = (routes: RouteObject[]): string[] =>
  routes.flatMap((route) => [route.id ?? '', ...idsOf(route.children ?? [])]);

describe('the router starts with the rendered branches only', () => {
  const tree = (): RouteObject[] => [
    {
      id: 'chrome',
      children: [
        {
          id: 'pages',
          children: [
            { id: 'home', index: true, loader: () => 'home' },
            { id: 'mpesa', path: 'mpesa', loader: () => 'mpesa' },
            { id: 'news', path: 'news/:id', loader: ({ params }) => `news ${params.id}` },
            { id: 'not-found', path: '*', loader: () => 'not found' },
          ],
        },
      ],
    },
    { id: 'standalone', children: [{ id: 'print', path: 'print', loader: () => 'print' }] },
  ];

  it('keeps the layouts, the rendered page and the catch-all, and files the rest under their parent', () => {
    const { routes, cut } = renderedBranches(tree(), ['chrome', 'pages', 'mpesa']);
    expect(idsOf(routes)).toEqual(['chrome', 'pages', 'mpesa', 'not-found', 'standalone']);
    expect([...cut].map(([parent, children]) => [parent, idsOf(children)])).toEqual([
      ['pages', ['home', 'news']],
      ['standalone', ['print']],
    ]);
  });

  it('reaches every cut route from the first navigation on', async () => {
    const { routes, cut } = renderedBranches(tree(), ['chrome', 'pages', 'mpesa']);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/mpesa'],
      patchRoutesOnNavigation: ({ patch }) => patchCutRoutes(cut, patch),
    });
    await router.initialize();
    const leaf = () => router.state.matches.at(-1)?.route.id;
    await router.navigate('/news/7');
    expect([leaf(), router.state.loaderData['news']]).toEqual(['news', 'news 7']);
    await router.navigate('/print');
    expect(leaf()).toBe('print');
    await router.navigate('/');
    expect(leaf()).toBe('home');
    await router.navigate('/nowhere');
    expect(leaf()).toBe('not-found');
    expect(cut.size).toBe(0);
    router.dispose();
  });

  it('gives the site’s router a small fraction of its routes to rank', () => {
    const all = createAppRoutes();
    const ids = matchedRouteIds(all, new URL('http://site.test/mpesa') as unknown as Location);
    const { routes, cut } = renderedBranches(all, ids);
    const kept = idsOf(routes);
    const cutIds = [...cut.values()].flatMap(idsOf);
    expect(kept.length).toBeLessThan(10);
    expect([...kept, ...cutIds].sort()).toEqual(idsOf(all).sort());
  });

  it('ends with every route of the site after the first navigation, none dropped as a duplicate', async () => {
    const all = createAppRoutes();
    const { routes, cut } = renderedBranches(all, ['chrome', 'pages', 'not-found']);
    const router = createMemoryRouter(routes, {
      initialEntries: ['/nowhere'],
      patchRoutesOnNavigation: ({ patch }) => patchCutRoutes(cut, patch),
    });
    await router.navigate('/still-nowhere');
    expect(idsOf(router.routes as RouteObject[]).sort()).toEqual(idsOf(all).sort());
    router.dispose();
  });
});
