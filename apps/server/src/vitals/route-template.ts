import { localeOfPath, pathInLocale, type Locale, type SiteModule } from '@site/shared-server-contract';

/** Measurements of pages the route table does not name (not-found, an FAQ item) count here. */
export const otherRoute = 'other';

/**
 * The route template and language of a page's path (`/sw/news-event/abc/slug` → `/news-event/:id`,
 * sw), from the site's own route table: the figures have one series per template, never per URL.
 */
export function routeTemplates(site: SiteModule): (path: string) => { route: string; lang: Locale } {
  const pages = new Set(site.staticPagePaths());
  const details = site.detailCollections().map(({ spec }) => spec.detailPath);
  return (path) => {
    const lang = localeOfPath(path);
    const inner = pathInLocale(path).replace(/(.)\/+$/, '$1');
    if (pages.has(inner)) return { route: inner, lang };
    const detail = details.find((base) => inner.startsWith(`${base}/`));
    return { route: detail ? `${detail}/:id` : otherRoute, lang };
  };
}
