/**
 * The link a click would take to another page of this site as a plain visit, or null: the main
 * button with no modifier key, not already answered, on a same-origin link that opens here (no other
 * target, no download), and not a jump within the page. React Router's rule for its own links.
 */
export function siteLinkClicked(event: Event): HTMLAnchorElement | null {
  if (!(event instanceof MouseEvent) || event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(link instanceof HTMLAnchorElement) || link.origin !== window.location.origin) return null;
  const here = window.location;
  if (link.hash && link.pathname === here.pathname && link.search === here.search) return null;
  if ((link.target && link.target !== '_self') || link.hasAttribute('download')) return null;
  return link;
}
