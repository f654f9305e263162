import type { ListCollection } from './collections';

/** Detail routes of spec §2, by the collection they show. */
const detailPatterns: Partial<Record<ListCollection, string>> = {
  'news-updates': '/news-event',
  announcements: '/news-event',
  'sport-updates': '/sport-news',
  'foundation-updates': '/foundation-news',
  'device-updates': '/devices',
  'vbu-services': '/vodacom-business',
};

export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** `/sport-news/:id/:slug` for an entry, or null for a collection without detail pages. */
export function detailPath(
  collection: ListCollection,
  item: { documentId: string; slug?: string | null; title?: string },
): string | null {
  const base = detailPatterns[collection];
  if (!base) return null;
  const slug = item.slug || slugify(item.title ?? '');
  return `${base}/${encodeURIComponent(item.documentId)}${slug ? `/${slug}` : ''}`;
}
