import type { SiteBlocks } from '@site/shared-blocks';
import type { Domain } from '@site/shared-routing';
import { allDomains } from './domains';

// All six domains, also in a workbench: a page embeds other domains' lists, and the server reads them.

type Part<T> = (domain: Domain) => Partial<Record<string, T>>;

/**
 * One kind of entry of every domain, put together. A name two domains claim is a mistake that would
 * send one domain's pages to the other's reads: it throws when the shell starts.
 */
export function mergedParts<T>(domains: Domain[], kind: string, part: Part<T>): Record<string, T> {
  const all: Record<string, T> = {};
  for (const domain of domains)
    for (const [name, value] of Object.entries(part(domain))) {
      if (Object.hasOwn(all, name)) throw new Error(`Two domains own the ${kind} "${name}"`);
      if (value !== undefined) all[name] = value;
    }
  return all;
}

/** How the site reads every CMS collection, by name (the server's allow-list, sitemap and search). */
export const siteCollections = mergedParts(allDomains, 'collection', (domain) => domain.collections);

/** What the domains lend every page: shared blocks that show their content, and each collection's list. */
export const siteBlocks: SiteBlocks = {
  blocks: mergedParts(allDomains, 'block', (domain) => domain.lends.blocks),
  lists: mergedParts(allDomains, 'collection list', (domain) => domain.lends.lists),
};

/** The endpoints whose failure is notified with the error's own text (docs/behaviour.md §8). */
export const rawErrorReads: ReadonlySet<string> = new Set(
  allDomains.flatMap((domain) => domain.rawErrors.map((endpoint) => endpoint.name)),
);
