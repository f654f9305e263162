import { isPageRead } from './page-query';
import type { SiteState } from './site-store';

/** The `loading` flag of docs/behaviour.md §4: true while a page fetch is pending, false after success or failure. */
export function selectPageLoading(state: SiteState): boolean {
  return Object.values(state.content.queries).some(
    (entry) => entry?.status === 'pending' && isPageRead(entry.originalArgs),
  );
}
