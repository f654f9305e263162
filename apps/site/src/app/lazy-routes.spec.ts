import type { RouteObject } from 'react-router';
import { matchedRouteIds, resolveLazyRoutes } from './lazy-routes';
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
