import type { Block, CollectionName } from '@site/shared-content';
import { createContext, useContext } from 'react';
import type { BlockEntry, BlockRegistry } from './block-registry';

/** Each collection's list by its name, as a page embeds it (`blocks.collection-embed`, a route's list). */
export type CollectionLists = Partial<Record<CollectionName, BlockEntry>>;

/**
 * What a domain lends every page of the site, whichever domain's page it is: the renderers (with
 * their reads) of shared CMS blocks that show its content (`blocks`: the events calendar), and the
 * list of each collection it owns (`lists`), which an editor embeds by the collection's name. The
 * shell puts every domain's together; each block reads through the endpoints of the domain that lent it.
 */
export type SiteBlocks = { blocks: BlockRegistry; lists: CollectionLists };

const SiteBlocksContext = createContext<SiteBlocks>({ blocks: {}, lists: {} });

/** Gives the pages the blocks the domains lend (the shell's, or a test's or a story's). */
export const SiteBlocksProvider = SiteBlocksContext.Provider;

export const useSiteBlocks = () => useContext(SiteBlocksContext);

function own<T>(record: Partial<Record<string, T>>, key: string): T | undefined {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * The renderer and reads of a block on a page of a domain: a collection embedded by name is its
 * owner's list; any other block is the page's domain's own or a shared one, else one a domain lends.
 * A name the CMS sends that nothing renders (an object's own keys included) has no entry.
 */
export function blockEntry(block: Block, registry: BlockRegistry, site: SiteBlocks): BlockEntry | undefined {
  if (block.__component === 'blocks.collection-embed') return own(site.lists, block.collection);
  return own(registry, block.__component) ?? own(site.blocks, block.__component);
}
