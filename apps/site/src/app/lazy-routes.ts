import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the given routes (those the server rendered), as the server did before
 * rendering: the first render then matches its HTML. Found by id in the tree, not by matching the URL
 * again: matching compiles a pattern for every route of the site, which on a slow phone was a long
 * task of its own before the router, which matches once more, was even created.
 */
export async function resolveLazyRoutes(routes: RouteObject[], ids: readonly string[]): Promise<void> {
  const wanted = new Set(ids);
  const loads: Promise<void>[] = [];
  const visit = (list: RouteObject[]) => {
    for (const route of list) {
      const { id, lazy } = route;
      if (id !== undefined && wanted.has(id) && typeof lazy === 'function')
        loads.push(lazy().then((loaded) => void Object.assign(route, { ...loaded, lazy: undefined })));
      if (route.children) visit(route.children);
    }
  };
  visit(routes);
  await Promise.all(loads);
}

/** The ids of the routes a URL matches: for a page the server did not render (no payload). */
export function matchedRouteIds(routes: RouteObject[], location: Location, basename?: string): string[] {
  return (matchRoutes(routes, location, basename) ?? []).flatMap(({ route }) => (route.id ? [route.id] : []));
}
