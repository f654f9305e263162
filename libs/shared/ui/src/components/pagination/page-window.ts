export type PageItem = number | 'gap';

/**
 * Pages to show around the current one: always the first and last, the current page and its
 * neighbours, and a 'gap' for each skipped run. Keeps the row short enough for a 360 px screen.
 */
export function pageWindow(page: number, pageCount: number, siblings = 1): PageItem[] {
  if (pageCount <= 5 + 2 * (siblings - 1)) return Array.from({ length: pageCount }, (_, i) => i + 1);
  const start = Math.max(2, page - siblings);
  const end = Math.min(pageCount - 1, page + siblings);
  const items: PageItem[] = [1];
  if (start > 2) items.push('gap');
  for (let n = start; n <= end; n += 1) items.push(n);
  if (end < pageCount - 1) items.push('gap');
  items.push(pageCount);
  return items;
}
