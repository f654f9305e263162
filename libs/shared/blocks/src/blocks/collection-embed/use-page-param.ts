import { useCallback } from 'react';
import { useLocation, useSearchParams } from 'react-router';

/**
 * The list page from `?page=N` (1 when absent or invalid) and real URLs for the other pages, so
 * paging works as plain links: crawlable, shareable, and usable before the app has hydrated.
 */
export function usePageParam(): { page: number; hrefForPage: (n: number) => string } {
  const [params] = useSearchParams();
  const { pathname, hash } = useLocation();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw > 1 ? raw : 1;
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
  return { page, hrefForPage };
}
