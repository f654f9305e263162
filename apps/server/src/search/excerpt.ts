import { termsOf, tokensWithPositions } from './tokenize.ts';

/**
 * A short passage of `text` around the first word that matched, as plain-text parts: every odd
 * part is a match to highlight. Text, not HTML, so the page escapes it like any other text and no
 * content or query can inject markup.
 */
export function excerptOf(text: string, matched: ReadonlySet<string>, length = 200): string[] {
  const hits = tokensWithPositions(text).filter(({ token }) =>
    termsOf(token).some((term) => matched.has(term)),
  );
  const first = hits[0]?.start ?? 0;
  let start = Math.max(0, first - 60);
  if (start > 0) {
    const space = text.indexOf(' ', start);
    if (space >= 0 && space < first) start = space + 1;
  }
  let end = Math.min(text.length, start + length);
  if (end < text.length) {
    const space = text.lastIndexOf(' ', end);
    if (space > first) end = space;
  }
  const parts = [start > 0 ? '…' : ''];
  let cursor = start;
  for (const { token, start: at } of hits) {
    if (at < cursor || at + token.length > end) continue;
    parts[parts.length - 1] += text.slice(cursor, at);
    parts.push(token, '');
    cursor = at + token.length;
  }
  parts[parts.length - 1] += text.slice(cursor, end) + (end < text.length ? '…' : '');
  return parts;
}
