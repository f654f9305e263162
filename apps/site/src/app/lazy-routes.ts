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

/** The route tree cut down to the rendered branches, and the routes cut, under their parent's id. */
export type RenderedBranches = { routes: RouteObject[]; cut: Map<string, RouteObject[]> };

/**
 * Keeps, below the top-level layouts, only the routes on the branches the server rendered (and the
 * catch-all). Creating the router flattens and ranks every route it is given and compiles a pattern
 * for each: with the site's ~120 routes that was one unbroken task of ~100 ms at 4x CPU before
 * hydration could start. The cut routes are patched in at the first navigation (patchRoutesOnNavigation).
 */
export function renderedBranches(routes: RouteObject[], ids: readonly string[]): RenderedBranches {
  const wanted = new Set(ids);
  const cut = new Map<string, RouteObject[]>();
  const onBranch = (route: RouteObject): boolean =>
    (route.id !== undefined && wanted.has(route.id)) || (route.children ?? []).some(onBranch);
  const prune = (list: RouteObject[], parentId: string | undefined): RouteObject[] =>
    list.flatMap((route) => {
      if (parentId !== undefined && route.path !== '*' && !onBranch(route)) {
        const siblings = cut.get(parentId);
        if (siblings) siblings.push(route);
        else cut.set(parentId, [route]);
        return [];
      }
      return [route.children ? { ...route, children: prune(route.children, route.id) } : route];
    });
  return { routes: prune(routes, undefined), cut };
}

/** Hands the cut routes to the router, all at once (each patch ranks the whole table again). */
export function patchCutRoutes(
  cut: Map<string, RouteObject[]>,
  patch: (parentId: string, children: RouteObject[]) => void,
): void {
  for (const [parentId, children] of cut) patch(parentId, children);
  cut.clear();
}
