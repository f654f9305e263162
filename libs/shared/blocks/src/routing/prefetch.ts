import type { RouteHandle } from './manifest';

type Prefetcher = (
  handle: RouteHandle,
  params: Record<string, string | undefined>,
  search: URLSearchParams,
) => void;
let prefetcher: Prefetcher = () => undefined;

/**
 * The shell registers how to start a route's CMS reads; route loaders call it so the page, its
 * collection and its sections are requested in parallel with the lazy page chunk, not after it.
 */
export function registerPrefetcher(next: Prefetcher): void {
  prefetcher = next;
}

export function prefetchRoute(
  handle: RouteHandle,
  params: Record<string, string | undefined>,
  url: URL,
): null {
  prefetcher(handle, params, url.searchParams);
  return null; // nothing to wait for: the page shows its skeleton while the reads run
}
