/**
 * Keys of a cache that a content change empties without abandoning the reads under way. lru-cache's
 * `clear()` aborts every fetch in flight, and each caller sharing one then fails: a page rendering at
 * the moment an editor published came out as the CMS's error state (503). A change starts a new
 * generation instead: reads after it miss and read again; a read under way still ends for those who
 * wait on it, and what it keeps is never found again (the cache's size bound lets it go first).
 */
export function createGenerations() {
  let current = 0;
  return {
    /** `key` in the current generation. */
    key: (key: string) => `${current}#${key}`,
    /** A key of any generation, without it. */
    bare: (key: string) => key.slice(key.indexOf('#') + 1),
    /** Every later read misses what earlier ones kept. */
    next: () => {
      current += 1;
    },
  };
}
