/**
 * docs/behaviour.md §4, written independently of the site's code: the path without its leading slash, dashes and
 * underscores as spaces, each word capitalised; `/` gives the welcome title.
 */
export function expectedTitle(pathname: string): string {
  const path = decodeURIComponent(pathname).replace(/^\//, '').replace(/\/$/, '');
  if (path === '') return 'Welcome to Vodacom Tanzania';
  return path
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}
