import type { LRUCache } from 'lru-cache';

/**
 * What a cache's `fetchMethod` made but must not keep (a CMS answer other than 200, a page that is not
 * a complete 200, a refusal to retry soon). lru-cache keeps whatever a fetch resolves to, so such a
 * result leaves as a rejection instead: the cache keeps its earlier copy (`noDeleteOnFetchRejection`)
 * and every caller sharing the fetch gets the result through `fetchOrUnkept`.
 */
export class Unkept<T> extends Error {
  readonly value: T;
  constructor(value: T) {
    super('a result the cache does not keep');
    this.value = value;
  }
}

/**
 * `cache.fetch(key)` for the caches of this server (the CMS's answers, rendered pages, image variants,
 * media files): the kept value, or the one the fetch made and did not keep. Other failures reject.
 */
export async function fetchOrUnkept<V extends object, U, C>(
  cache: LRUCache<string, V, C>,
  key: string,
  options: LRUCache.FetchOptions<string, V, C>,
): Promise<V | U> {
  try {
    const value = await cache.fetch(key, options as never);
    // Only an aborted fetch resolves to nothing, and nothing here aborts one.
    if (value === undefined) throw new Error(`The fetch of ${key} was abandoned`);
    return value;
  } catch (error) {
    if (error instanceof Unkept) return error.value as U;
    throw error;
  }
}
