/**
 * Spec §4: the title is the path with its leading slash dropped, dashes and underscores as spaces
 * and each word capitalised; the empty path gives the site's welcome title.
 */
export function titleFromPath(pathname: string, brand: string): string {
  const path = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (path === '') return `Welcome to ${brand}`;
  return decodeURIComponent(path)
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}
