import type { RouteObject } from 'react-router';
import { PageLoading } from '../page/page-loading';
import type { Manifest, ManifestRoute, RouteHandle } from './manifest';
import { prefetchRoute } from './prefetch';
import { ExternalRedirect, InternalRedirect } from './redirects';

type PageModule = () => Promise<{ default: React.ComponentType }>;
/** The lazy page modules a domain provides: its CMS page, its detail pages, its form pages. */
export type DomainPages = {
  page: PageModule;
  detail?: Partial<Record<NonNullable<ManifestRoute['detail']>, PageModule>>;
  form?: PageModule;
};

/**
 * A page module, or the loading view when its chunk failed and the shell already started a reload
 * (the import then yields nothing): never a crash on the way out.
 */
const lazyPage = (load: PageModule) => async () => ({ Component: (await load())?.default ?? PageLoading });

/**
 * Turns a domain manifest into React Router routes: pass-through groups become pathless routes
 * (menu sections), pages load lazily per domain, and every route carries its meta in `handle`.
 */
export function routesFromManifest(manifest: Manifest, pages: DomainPages): RouteObject[] {
  const toRoute = (node: ManifestRoute): RouteObject | null => {
    if (node.alias) return null; // the page is routed by its first group
    const handle: RouteHandle = {
      ...withoutChildren(node),
      // Every route is public (spec §2); the build drops this constant from the manifests.
      meta: { ...node.meta, requiresAuth: false },
      domain: manifest.domain,
      depth: manifest.pages[node.name]?.populateDepth ?? 10,
    };
    if (node.children) {
      const children = node.children.map(toRoute).filter((route): route is RouteObject => route !== null);
      return { id: `${manifest.domain}:${node.name}`, handle, children };
    }
    const base = { id: `${manifest.domain}:${node.path}`, path: node.path, handle };
    if (node.kind === 'redirect') {
      const target = node.redirect ?? '/';
      const element = target.startsWith('env:') ? (
        <ExternalRedirect envName={target.slice(4)} fallback="/" />
      ) : (
        <InternalRedirect to={target} />
      );
      return { ...base, element };
    }
    const module =
      node.kind === 'detail'
        ? pages.detail?.[node.detail!]
        : node.kind === 'form'
          ? (pages.form ?? pages.page)
          : pages.page;
    if (!module) throw new Error(`${manifest.domain}: no page module for ${node.path}`);
    return {
      ...base,
      loader: ({ params, request }) => prefetchRoute(handle, params, new URL(request.url)),
      lazy: lazyPage(module),
    };
  };
  return manifest.routes.map(toRoute).filter((route): route is RouteObject => route !== null);
}

function withoutChildren({ children: _children, ...node }: ManifestRoute): Omit<ManifestRoute, 'children'> {
  return node;
}
