import type { SiteBlocks } from '@site/shared-blocks';
import { allDomains } from './domains';

/**
 * Every domain's entries of one kind, put together. A name two domains claim is a mistake that would
 * send one domain's pages to the other's reads: it throws when the shell starts.
 */
function merged<T>(kind: string, parts: Readonly<Partial<Record<string, T>>>[]): Record<string, T> {
  const all: Record<string, T> = {};
  for (const part of parts)
    for (const [name, value] of Object.entries(part)) {
      if (Object.hasOwn(all, name)) throw new Error(`Two domains own the ${kind} "${name}"`);
      if (value !== undefined) all[name] = value;
    }
  return all;
}

// All six domains, also in a workbench: a page embeds other domains' lists, and the server reads them.

/** How the site reads every CMS collection, by name (the server's allow-list, sitemap and search). */
export const siteCollections = merged(
  'collection',
  allDomains.map((domain) => domain.collections),
);

/** What the domains lend every page: shared blocks that show their content, and each collection's list. */
export const siteBlocks: SiteBlocks = {
  blocks: merged(
    'block',
    allDomains.map((domain) => domain.lends.blocks),
  ),
  lists: merged(
    'collection list',
    allDomains.map((domain) => domain.lends.lists),
  ),
};

/** The endpoints whose failure is notified with the error's own text (docs/behaviour.md §8). */
export const rawErrorReads: ReadonlySet<string> = new Set(
  allDomains.flatMap((domain) => domain.rawErrors.map((endpoint) => endpoint.name)),
);
