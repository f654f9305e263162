import type { CollectionEmbedBlock, ListArgs, ListEndpoint } from '@site/shared-content';
import type { BlockReadContext, StartRead } from '../../renderer/block-registry';

/** `?page=N` of a paged list: 1 when absent or invalid. */
export function pageFromSearch(search: URLSearchParams): number {
  const raw = Number(search.get('page'));
  return Number.isInteger(raw) && raw > 1 ? raw : 1;
}

/** The newest `limit` entries of a teaser; without a limit, the page `?page=N` of the whole list. */
export function teaserLimit(block: CollectionEmbedBlock): number | null {
  return typeof block.limit === 'number' && block.limit > 0 ? block.limit : null;
}

/** What a list asks its collection's list endpoint: the same arguments in the route loader and in the block. */
export function collectionEmbedArgs(
  block: CollectionEmbedBlock,
  ctx: Pick<BlockReadContext, 'locale' | 'search'>,
): ListArgs {
  const teaser = teaserLimit(block);
  const filter = block.filter?.trim() || undefined;
  return teaser
    ? { locale: ctx.locale, page: 1, pageSize: teaser, filter }
    : { locale: ctx.locale, page: pageFromSearch(ctx.search), filter };
}

/** The read of a collection's list on a page, through the list endpoint of the domain that owns it. */
export function listReads(endpoint: ListEndpoint) {
  return (block: CollectionEmbedBlock, ctx: BlockReadContext): StartRead[] => [
    (dispatch) => dispatch(endpoint.initiate(collectionEmbedArgs(block, ctx), { subscribe: false })),
  ];
}
