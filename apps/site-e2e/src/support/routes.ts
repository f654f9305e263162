import { expectedItemTitle, expectedPageHeading, firstItem } from './cms';
import type { Locale } from './env';
import { domains, readManifest, routedNodes, type Domain } from './manifests';

/** One route of docs/behaviour.md §2 as the sweep visits it. */
export type SweepRoute = {
  domain: Domain;
  /** The manifest's path, e.g. `/sport-news/:id/:slug?`. */
  pattern: string;
  /** The CMS single type of a page, or the collection read by id of a detail route. */
  endpoint: string;
  kind: 'page' | 'detail' | 'form';
  standalone: boolean;
};

/** A concrete address to visit and the `<h1>` the CMS says it shows there. */
export type Visit = { path: string; heading: string };

/** Drops optional parameters (`/faq/:item?` → `/faq`): the bare path is the page itself. */
const withoutOptional = (pattern: string) => pattern.replace(/\/:[^/]+\?/g, '') || '/';

/**
 * Every routed path of the six manifests except redirects (covered by their own tests), once each:
 * a page listed under two groups (e.g. `/lipa-kwa-simu`) is visited once.
 */
export function sweepRoutes(): SweepRoute[] {
  const seen = new Set<string>();
  const out: SweepRoute[] = [];
  for (const domain of domains) {
    for (const node of routedNodes(readManifest(domain))) {
      const pattern = node.path;
      if (!pattern || node.kind === 'redirect' || seen.has(pattern)) continue;
      seen.add(pattern);
      const kind = node.kind === 'detail' ? 'detail' : node.kind === 'form' ? 'form' : 'page';
      const endpoint = kind === 'detail' ? node.detail : node.name;
      if (!endpoint) throw new Error(`${domain} ${pattern}: a detail route without its collection`);
      out.push({ domain, pattern, endpoint, kind, standalone: node.standalone === true });
    }
  }
  return out;
}

/**
 * Turns a route into an address: pages by their path, detail routes with the id of the collection's
 * newest item and no slug (the site adds the slug itself), and reads the expected heading.
 */
export async function visitFor(route: SweepRoute, locale: Locale): Promise<Visit> {
  if (route.kind !== 'detail') {
    return {
      path: withoutOptional(route.pattern),
      heading: await expectedPageHeading(route.endpoint, locale),
    };
  }
  const item = await firstItem(route.endpoint);
  const path = withoutOptional(route.pattern).replace(':id', encodeURIComponent(item.documentId));
  return { path, heading: await expectedItemTitle(route.endpoint, item.documentId, locale) };
}
