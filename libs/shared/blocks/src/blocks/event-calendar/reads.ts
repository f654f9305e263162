import { collectionOf, type EventCalendarBlock, type ListArgs } from '@site/shared-content';
import type { BlockReadContext, StartRead } from '../../renderer/block-registry';

/** The collection the calendar shows: the events, owned by the domain that lists them. */
export const calendarCollection = 'events';

/** The events the calendar shows: one category, or all of them. */
export function eventCalendarArgs(
  block: EventCalendarBlock,
  { locale }: Pick<BlockReadContext, 'locale'>,
): ListArgs {
  const category = block.category ?? 'all';
  return { locale, filter: category === 'all' ? undefined : category };
}

export function eventCalendarReads(block: EventCalendarBlock, ctx: BlockReadContext): StartRead[] {
  const list = collectionOf(ctx.collections, calendarCollection)?.list;
  if (!list) return [];
  const args = eventCalendarArgs(block, ctx);
  return [(dispatch) => dispatch(list.initiate(args, { subscribe: false }))];
}
