export function slugify(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
}

/** The slug an entry's URL carries: its own, or one made from its title. */
export function slugOf(item: { slug?: string | null; title?: string; name?: string }): string {
  return item.slug || slugify(item.title ?? item.name ?? '');
}

/**
 * `/sport-news/:id/:slug` for an entry of a collection whose detail route is `base`: the site's links,
 * and the server's sitemap and search results.
 */
export function itemPath(
  base: string,
  item: { documentId: string; slug?: string | null; title?: string; name?: string },
): string {
  const slug = slugOf(item);
  return `${base}/${encodeURIComponent(item.documentId)}${slug ? `/${slug}` : ''}`;
}
