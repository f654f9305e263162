import { type EventCalendarBlock, type ListArgs } from '@site/shared-content';
import type { BlockReadContext, StartRead } from '../../renderer/block-registry';

/** The events the calendar shows: one category, or all of them. */
export function eventCalendarArgs(block: EventCalendarBlock, ctx: BlockReadContext): ListArgs {
  const category = block.category ?? 'all';
  return { collection: 'events', locale: ctx.locale, filter: category === 'all' ? undefined : category };
}

export function eventCalendarReads(block: EventCalendarBlock, ctx: BlockReadContext): StartRead[] {
  const args = eventCalendarArgs(block, ctx);
  return [(store) => store.read('getList', args)];
}
