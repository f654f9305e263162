import type { Locale } from '@site/shared-i18n';
import type { SearchAnswer, SearchOutcome } from '@site/shared-server-contract';
import { createContext } from 'react-router';

/*
 * How the search page reaches the server's search: in the browser over `/_search`, on the server
 * straight from its index. What an answer holds is the server's contract (@site/shared-server-contract).
 */

export type SearchFn = (query: string, locale: Locale, limit?: number) => Promise<SearchOutcome>;

/** In the browser: the server's JSON answer. A network failure reads as "not available". */
export const fetchSearch: SearchFn = async (query, locale, limit = 20) => {
  try {
    const params = new URLSearchParams({ q: query, locale, limit: String(limit) });
    const response = await fetch(`/_search?${params}`);
    if (response.status === 400) return { status: 400 };
    if (!response.ok) return { status: 503 };
    return { status: 200, answer: (await response.json()) as SearchAnswer };
  } catch {
    return { status: 503 };
  }
};

/** How the search page's loader searches: the server puts its own index here when it renders. */
export const searchContext = createContext<SearchFn>(fetchSearch);
