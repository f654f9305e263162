import type { EventItem } from '@site/shared-content';
import { compareIso } from '../shared/compare-iso';

/**
 * Upcoming events (not yet ended) soonest first, then past ones most recent first. An event
 * without an end counts as running through its start day (East Africa time).
 */
export function splitEvents(
  events: EventItem[],
  now: number = Date.now(),
): { upcoming: EventItem[]; past: EventItem[] } {
  const ends = (event: EventItem) => endOf(event.endDate ?? event.startDate);
  const upcoming = events
    .filter((event) => ends(event) >= now)
    .sort((a, b) => compareIso(a.startDate, b.startDate));
  const past = events
    .filter((event) => ends(event) < now)
    .sort((a, b) => compareIso(b.startDate, a.startDate));
  return { upcoming, past };
}

function endOf(value: string): number {
  // A bare date (`2026-03-14`) lasts until that day's midnight in Dar es Salaam.
  return value.length === 10 ? Date.parse(`${value}T23:59:59+03:00`) : Date.parse(value);
}
