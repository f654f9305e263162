import type { ResultKind, SearchHit } from '@site/shared-server-contract';
import MiniSearch, { type SearchResult } from 'minisearch';
import { excerptOf } from './excerpt.ts';
import { isCode, termsOf, tokenize } from './tokenize.ts';

/** One page of the site in one language, as search reads it. */
export type SearchDocument = { url: string; title: string; text: string; kind: ResultKind };

export type SearchIndex = {
  search(query: string, limit: number): { total: number; hits: SearchHit[] };
  readonly documents: number;
  /** The serialised index's size (what Pagefind would have to ship, for comparison). */
  bytes(): number;
};

/** A longer query is cut to its first words: each word costs a fuzzy walk of the index. */
export const maxQueryTerms = 8;

/**
 * One language's index: titles weigh three times the body. A word of the query matches the start
 * of a word of the page (`mko` finds `mkopo`), and from five letters one typo or missing letter is
 * forgiven (`mkopo` finds `mikopo`); codes match exactly or by their start, never approximately
 * (`*150*01#` is another service than `*150*00#`). A page matches when it has every word.
 */
export function createSearchIndex(documents: SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>({
    idField: 'url',
    fields: ['title', 'text'],
    storeFields: ['title', 'kind'],
    tokenize,
    processTerm: termsOf,
    searchOptions: {
      boost: { title: 3 },
      prefix: (term) => term.length >= 2,
      fuzzy: (term) => (isCode(term) || term.length < 5 ? false : 0.2),
      maxFuzzy: 2,
    },
  });
  index.addAll(documents);
  const texts = new Map(documents.map((document) => [document.url, document.text]));

  const hit = (result: SearchResult): SearchHit => ({
    title: result['title'] as string,
    url: result.id as string,
    kind: result['kind'] as ResultKind,
    excerpt: excerptOf(texts.get(result.id as string) ?? '', new Set(result.terms)),
  });

  return {
    search(query, limit) {
      const words = tokenize(query).slice(0, maxQueryTerms).join(' ');
      if (!words) return { total: 0, hits: [] };
      // Every word, as a visitor expects: a page with only some of them is noise (the page's
      // help suggests fewer words instead).
      const results = index.search(words, { combineWith: 'AND' });
      return { total: results.length, hits: results.slice(0, limit).map(hit) };
    },
    documents: documents.length,
    bytes: () => JSON.stringify(index).length,
  };
}
