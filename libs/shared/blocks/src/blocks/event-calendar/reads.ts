import type { EventCalendarBlock, ListArgs } from '@site/shared-content';
import type { BlockReadContext } from '../../renderer/block-registry';

/** The events a calendar shows: one category, or all of them (the same arguments in its loader and its block). */
export function eventCalendarArgs(
  block: EventCalendarBlock,
  { locale }: Pick<BlockReadContext, 'locale'>,
): ListArgs {
  const category = block.category ?? 'all';
  return { locale, filter: category === 'all' ? undefined : category };
}
