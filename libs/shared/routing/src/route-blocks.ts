import type { Block, CollectionEmbedBlock } from '@site/shared-content';
import type { RouteHandle } from './manifest';

/**
 * The blocks a route's page shows: the CMS page's own, with the route's paged collection (docs/behaviour.md
 * §3). When the editor already placed that collection on the page, that block
 * becomes the paged list; otherwise the list follows the page's blocks. The loader and the page
 * both use this, so they ask the CMS the same thing.
 */
export function routeBlocks(blocks: Block[], handle?: Pick<RouteHandle, 'collection'>): Block[] {
  const collection = handle?.collection;
  if (!collection) return blocks;
  const isRouteList = (block: Block): block is CollectionEmbedBlock =>
    block.__component === 'blocks.collection-embed' && block.collection === collection;
  if (blocks.some(isRouteList))
    return blocks.map((block) => (isRouteList(block) ? { ...block, limit: null } : block));
  const list: CollectionEmbedBlock = { __component: 'blocks.collection-embed', collection, limit: null };
  return [...blocks, list];
}
