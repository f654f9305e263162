import { sharedBlocks, type BlockRegistry } from '@site/shared-blocks';
import type { ItemEndpoint, PageEndpoint } from '@site/shared-content';
import { redirect, replace, type LoaderFunction, type RouteObject } from 'react-router';
import type { Manifest, ManifestRoute, RouteHandle } from './manifest';
import { externalTarget } from './redirects';
import { loadRouteData } from './route-data';
import { siteContext } from './site-context';

type PageModule = () => Promise<{ default: React.ComponentType; ErrorBoundary?: React.ComponentType }>;
/** A detail route: its page module, and the domain's endpoint of the entry it shows. */
type DetailRoute = { page: PageModule; entry: ItemEndpoint; article?: boolean };
/** The lazy page modules a domain provides: its CMS page, its detail routes by collection, its form pages. */
export type DomainPages = {
  page: PageModule;
  detail?: Partial<Record<string, DetailRoute>>;
  form?: PageModule;
};

/** What a domain's routes are made of besides its manifest. */
type DomainRouting = {
  pageEndpoint: PageEndpoint;
  pages: DomainPages;
  blocks?: BlockRegistry | undefined;
};

/**
 * A page module (its component and, for detail pages, the view of an unknown entry). When its chunk
 * failed and the shell already started a reload, the import yields nothing: render nothing on the
 * way out rather than crash.
 */
const lazyPage = (load: PageModule) => async () => {
  const module = await load();
  return module
    ? { Component: module.default, ...(module.ErrorBoundary ? { ErrorBoundary: module.ErrorBoundary } : {}) }
    : { Component: () => null };
};

/** `/news-event/:id/:slug?` → `/news-event`. */
const detailBaseOf = (path: string) => path.replace(/\/:.*$/, '');

/**
 * Turns a domain manifest into React Router routes: pass-through groups become pathless routes
 * (menu sections), pages load lazily per domain, every route carries its meta in `handle`, and its
 * loader reads everything the page shows (see `loadRouteData`). Redirects answer from their loader,
 * so the server sends a real 301/302.
 */
export function routesFromManifest(
  manifest: Manifest,
  { pageEndpoint, pages, blocks: domainBlocks = {} }: DomainRouting,
): RouteObject[] {
  const blocks: BlockRegistry = { ...sharedBlocks, ...domainBlocks };
  const toRoute = (node: ManifestRoute, parents: RouteHandle[]): RouteObject | null => {
    if (node.alias) return null; // the page is routed by its first group
    const handle: RouteHandle = {
      ...withoutChildren(node),
      // Every route is public (docs/behaviour.md §2); the build drops this constant from the manifests.
      meta: { ...node.meta, requiresAuth: false },
      domain: manifest.domain,
      depth: manifest.pages[node.name]?.populateDepth ?? 10,
      blocks,
      pageEndpoint,
    };
    if (node.children) {
      const children = node.children
        .map((child) => toRoute(child, [...parents, handle]))
        .filter((route): route is RouteObject => route !== null);
      return { id: `${manifest.domain}:${node.name}`, handle, children };
    }
    const base = { id: `${manifest.domain}:${node.path}`, path: node.path, handle };
    if (node.kind === 'redirect') return { ...base, loader: redirectLoader(node.redirect ?? '/') };
    const detail = node.kind === 'detail' && node.detail ? pages.detail?.[node.detail] : undefined;
    const module =
      node.kind === 'detail' ? detail?.page : node.kind === 'form' ? (pages.form ?? pages.page) : pages.page;
    if (!module) throw new Error(`${manifest.domain}: no page module for ${node.path}`);
    if (detail) {
      handle.entry = detail.entry;
      handle.article = detail.article;
    }
    handle.module = (module as { moduleId?: string }).moduleId;
    const handles = [...parents, handle];
    const detailBase = node.kind === 'detail' && node.path ? detailBaseOf(node.path) : undefined;
    const loader: LoaderFunction = ({ params, request, context }) =>
      loadRouteData({
        ...context.get(siteContext),
        handles,
        params,
        url: new URL(request.url),
        detailBase,
      });
    return { ...base, loader, lazy: lazyPage(module) };
  };
  return manifest.routes
    .map((node) => toRoute(node, []))
    .filter((route): route is RouteObject => route !== null);
}

/**
 * `env:NAME` leaves the site for the configured external page (302: the target is configuration and
 * may change); another path of the site is a permanent move (301), in the page's language.
 */
function redirectLoader(target: string): LoaderFunction {
  return () => {
    const external = target.startsWith('env:') ? externalTarget(target.slice(4)) : null;
    if (external) throw redirect(external, 302);
    // A missing or refused external target falls back to the home page, never elsewhere.
    // Inside the site the router adds the language's base (`/sw`) itself.
    // `replace`: Back does not bounce through the old address again.
    throw replace(target.startsWith('env:') ? '/' : target, 301);
  };
}

function withoutChildren({ children: _children, ...node }: ManifestRoute): Omit<ManifestRoute, 'children'> {
  return node;
}
