import type { SiteState } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';
import type { RouteHandle } from '@site/shared-routing';

/**
 * docs/behaviour.md §4: the title is the path with its leading slash dropped, dashes and underscores as spaces
 * and each word capitalised; the empty path gives the site's welcome title.
 */
export function titleFromPath(pathname: string, brand: string): string {
  const path = pathname.replace(/^\//, '').replace(/\/$/, '');
  if (path === '') return `Welcome to ${brand}`;
  return safeDecode(path)
    .replace(/[-_]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/(^|[\s/])(\p{L})/gu, (_, before: string, letter: string) => before + letter.toUpperCase());
}

function safeDecode(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path; // a malformed escape stays as typed rather than failing the page
  }
}

export type PageTitleInput = {
  /** The path inside its language (`/mpesa` for `/sw/mpesa`). */
  pathname: string;
  handle: RouteHandle | undefined;
  params: Record<string, string | undefined>;
  locale: Locale;
  state: SiteState;
  brand: string;
};

/** The document title of a page: a detail page is titled with its entry, every other page by the path rule. */
export function pageTitle({ pathname, handle, params, locale, state, brand }: PageTitleInput): string {
  if (handle?.entry && params['id']) {
    // The entry the route's loader read through its domain's endpoint.
    const item = handle.entry.select({ id: params['id'], locale })(state).data as
      { title?: string; name?: string } | undefined;
    const own = item?.title ?? item?.name;
    if (own) return own;
  }
  return titleFromPath(pathname, brand);
}
