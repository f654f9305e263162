import type { ListArgs, SiteState } from '@site/shared-content';
import type { Paging } from '@site/shared-server-contract';

/**
 * The paged list a page showed (a collection's list read with no fixed page size: not a teaser),
 * its page and page count, which bound the page's `?page=N` addresses; null when it showed none.
 */
export function pagingOf(state: SiteState): Paging | null {
  for (const entry of Object.values(state.content.queries)) {
    const args = entry?.originalArgs as ListArgs | undefined;
    const data = entry?.data as { pagination?: Paging } | undefined;
    if (args && args.pageSize === undefined && data?.pagination)
      return { page: data.pagination.page, pageCount: data.pagination.pageCount };
  }
  return null;
}
