import type { ManifestRoute } from '@site/shared-routing';
import type { DetailCollection } from '@site/shared-server-contract';
import { siteCollections } from '../app/domain-parts';
import { domains } from '../app/domains';

type Node = ManifestRoute & { domain: string };

function nodes(): Node[] {
  const walk = (list: ManifestRoute[], domain: string): Node[] =>
    list.flatMap((node) => [{ ...node, domain }, ...walk(node.children ?? [], domain)]);
  return domains.flatMap((domain) => walk(domain.manifest.routes, domain.manifest.domain));
}

/**
 * Every page of the site that has an address of its own, in one language: the CMS and form pages
 * of the route table (redirects and detail routes left out; optional parameters dropped).
 */
export function staticPagePaths(): string[] {
  const paths = nodes().flatMap((node) =>
    node.path && !node.alias && (node.kind === 'page' || node.kind === 'form')
      ? [node.path.replace(/\/:[a-z]+\?$/, '')]
      : [],
  );
  return [...new Set(paths)];
}

/** The CMS page a path of `staticPagePaths` shows, or null (a form page of its own, say). */
export function pageOfPath(path: string): string | null {
  const node = nodes().find(
    (n) => n.path && !n.alias && n.kind === 'page' && n.path.replace(/\/:[a-z]+\?$/, '') === path,
  );
  return node?.name ?? null;
}

/** The collections whose entries have pages of their own (`/news-event/:id/:slug`), one per detail route. */
export function detailCollections(): DetailCollection[] {
  const routed = new Set(
    nodes()
      .filter((node) => node.kind === 'detail')
      .map((node) => node.detail),
  );
  return Object.entries(siteCollections)
    .filter(([name, spec]) => routed.has(name) && spec.detailPath)
    .map(([collection, spec]) => ({ collection, spec: spec as DetailCollection['spec'] }));
}

/**
 * The page that shows a CMS type (by its API path segment: `internet`, `news-updates`), for the
 * editor preview: a single type's route, or an entry's detail page.
 */
export function pathForApi(segment: string, documentId: string | null): string | null {
  if (segment === 'sidebar') return '/'; // the footer: on every page
  const shows = (node: Node): node is Node & { path: string } =>
    Boolean(node.path) &&
    !node.alias &&
    node.kind !== 'redirect' &&
    (node.name === segment || Boolean(node.sections?.includes(segment)));
  const shown = nodes().filter(shows);
  const page = shown.find((node) => !node.path.includes('/:'));
  if (page) return page.path;
  const optional = shown.find((node) => /\/:[a-z]+\?$/.test(node.path));
  if (optional) return optional.path.replace(/\/:[a-z]+\?$/, '');
  const detail = detailCollections().find(({ spec }) => spec.path === `/${segment}`);
  return detail && documentId ? `${detail.spec.detailPath}/${encodeURIComponent(documentId)}` : null;
}

/**
 * The CMS types the browser may read through the site's `/api` (by API path segment): every page
 * type of the manifests, the sidebar, and every collection the domains read.
 */
export function apiSegments(): string[] {
  const pages = domains.flatMap((domain) => Object.keys(domain.manifest.pages));
  const collections = Object.values(siteCollections).map((spec) => spec.path.replace(/^\//, ''));
  return [...new Set(['sidebar', ...pages, ...collections])];
}
