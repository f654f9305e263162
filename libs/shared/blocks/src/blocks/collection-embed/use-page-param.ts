import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { pageFromSearch } from './reads';

/**
 * The list page from `?page=N` (1 when absent or invalid) and real URLs for the other pages, so
 * paging works as plain links: crawlable, shareable, and usable before the app has hydrated.
 */
export function usePageParam(): {
  page: number;
  search: URLSearchParams;
  hrefForPage: (n: number) => string;
} {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const page = pageFromSearch(params);
  const hrefForPage = useCallback(
    (n: number) => {
      const next = new URLSearchParams(params);
      // Page 1 is the bare URL: one address per page for caches and search engines.
      if (n <= 1) next.delete('page');
      else next.set('page', String(n));
      const query = next.toString();
      return `${pathname}${query ? `?${query}` : ''}${hash}`;
    },
    [params, pathname, hash],
  );
  return { page, search: params, hrefForPage };
}
