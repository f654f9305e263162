/**
 * Words as search sees them, in both languages. No stemmer knows Swahili (its words change at the
 * front: mkopo, mikopo), so the index keeps whole words and the query matches them by prefix and
 * with a typo allowance (see search-index). Two things a generic tokenizer breaks are kept whole:
 * USSD codes (`*150*00#`: visitors search for the code they were told to dial) and joined words
 * (`M-Pesa` is found as `mpesa`, `m-pesa` and `pesa`).
 */
const tokenPattern = /[*#]\d[\d*#]*|[\p{L}\p{N}]+(?:[-'’.][\p{L}\p{N}]+)*/gu;

/** A USSD code or a short code typed with its star (`*150*00#`, `*106#`). */
export const isCode = (term: string) => term.startsWith('*') || term.startsWith('#');

/** The tokens of a text with where each starts (the excerpt marks them in the original text). */
export function tokensWithPositions(text: string): { token: string; start: number }[] {
  return [...text.matchAll(tokenPattern)].map((match) => ({ token: match[0], start: match.index }));
}

export const tokenize = (text: string): string[] => text.match(tokenPattern) ?? [];

/** Lower case without accents: `Elimu` and `élimu`, `Mkopo` and `mkopo` are one term. */
const fold = (value: string) => value.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The index terms of one token: a code as it is; a joined word as one term and as its parts; a
 * single letter or digit is no term (it would match everything by prefix).
 */
export function termsOf(token: string): string[] {
  if (isCode(token)) return [token];
  const folded = fold(token);
  const parts = folded.split(/[-'’.]/).filter((part) => part.length > 1);
  const joined = folded.replace(/[-'’.]/g, '');
  const terms = new Set([...(joined.length > 1 ? [joined] : []), ...parts]);
  return [...terms];
}
