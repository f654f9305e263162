import type { SiteState } from '@site/shared-content';
import type { Paging } from '@site/shared-server-contract';

/**
 * The paged list a page showed (a list read with a page number and no fixed size: not a teaser), its
 * page and page count, which bound the page's `?page=N` addresses; null when it showed none.
 */
export function pagingOf(state: SiteState): Paging | null {
  for (const entry of Object.values(state)) {
    const args = entry.args as { page?: number; pageSize?: number };
    const data = entry.data as { pagination?: Paging } | undefined;
    if (entry.read === 'getList' && args.pageSize === undefined && data?.pagination)
      return { page: data.pagination.page, pageCount: data.pagination.pageCount };
  }
  return null;
}
