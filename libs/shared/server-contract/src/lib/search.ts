import type { Locale } from './language.ts';

/** What a result is, so the page can say so: a page, a news article, a device, a business service. */
export type ResultKind = 'page' | 'article' | 'device' | 'service';
/** One result; the odd parts of `excerpt` are the words that matched (plain text, to highlight). */
export type SearchHit = { title: string; url: string; kind: ResultKind; excerpt: string[] };
/** A search's answer: how many pages matched, and the best of them. */
export type SearchAnswer = { query: string; locale: Locale; total: number; results: SearchHit[] };
/** Results, or why there are none: 400 a query the server refuses, 503 search not ready. */
export type SearchOutcome = { status: 200; answer: SearchAnswer } | { status: 400 | 503 };

/** Longer is no search a visitor types: the server refuses it, the search field stops there. */
export const maxQueryLength = 100;
