import type { Locale } from '@site/shared-i18n';
import { createContext } from 'react-router';

/*
 * The search contract with the server (apps/server/src/search/search-service.ts and
 * routes/search.ts), as the page reads it; the server's index produces it.
 */

/** What a result is: a page, a news article, a device, a business service. */
export type ResultKind = 'page' | 'article' | 'device' | 'service';
/** One result; the odd parts of `excerpt` are the words that matched (plain text, to highlight). */
export type SearchHit = { title: string; url: string; kind: ResultKind; excerpt: string[] };
export type SearchAnswer = { query: string; locale: Locale; total: number; results: SearchHit[] };
/** Results, or why there are none: 400 a query the server refuses, 503 search not ready. */
export type SearchOutcome = { status: 200; answer: SearchAnswer } | { status: 400 | 503 };

/** The server refuses longer queries (`maxQueryLength` there); the field stops at this length. */
export const maxQueryLength = 100;

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
