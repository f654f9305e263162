import type { EventCalendarBlock, ListArgs, ListEndpoint } from '@site/shared-content';
import type { BlockReadContext, StartRead } from '../../renderer/block-registry';

/** The events a calendar shows: one category, or all of them (the same arguments in its loader and its block). */
export function eventCalendarArgs(
  block: EventCalendarBlock,
  { locale }: Pick<BlockReadContext, 'locale'>,
): ListArgs {
  const category = block.category ?? 'all';
  return { locale, filter: category === 'all' ? undefined : category };
}

/** The read of an events calendar on a page, through the events endpoint of the domain that lends it. */
export function eventCalendarReads(endpoint: ListEndpoint) {
  return (block: EventCalendarBlock, ctx: BlockReadContext): StartRead[] => [
    (dispatch) => dispatch(endpoint.initiate(eventCalendarArgs(block, ctx), { subscribe: false })),
  ];
}
