import { itemPath, locales, localizedPath, type SiteModule } from '@site/shared-server-contract';
import type { CmsClient } from './cms-client.ts';
import escapeHtml from 'escape-html';

/**
 * Every address of the site in one language: the route table's pages and every published entry
 * with a page of its own (read from the CMS's lists, 100 at a time).
 */
export async function sitePaths(site: SiteModule, cms: CmsClient): Promise<string[]> {
  const paths = [...site.staticPagePaths()];
  for (const { spec } of site.detailCollections()) {
    for (let page = 1, pages = 1; page <= pages; page += 1) {
      const answer = await cms.read(
        `/api${spec.path}?locale=en&pagination[page]=${page}&pagination[pageSize]=100&sort=publishDate:desc`,
      );
      if (answer.status !== 200) throw new Error(`${spec.path}: the CMS answered ${answer.status}`);
      const body = JSON.parse(answer.body) as {
        data?: { documentId?: string; slug?: string | null; title?: string }[];
        meta?: { pagination?: { pageCount?: number } };
      };
      pages = body.meta?.pagination?.pageCount ?? 1;
      for (const entry of body.data ?? [])
        if (entry.documentId)
          paths.push(itemPath(spec.detailPath, { ...entry, documentId: entry.documentId }));
    }
  }
  return paths;
}

/**
 * The route table's pages the CMS has not published (read in English, which a Swahili page falls
 * back to): each says it is being prepared, and the sitemap leaves it out. Six reads at a time.
 */
export async function heldBackPaths(site: SiteModule, cms: CmsClient): Promise<Set<string>> {
  const pages = site.staticPagePaths().flatMap((path) => {
    const page = site.pageOfPath(path);
    return page ? [{ path, page }] : [];
  });
  const held = new Set<string>();
  const queue = [...pages];
  const worker = async () => {
    for (let next = queue.shift(); next; next = queue.shift()) {
      const answer = await cms.read(`/api/${encodeURIComponent(next.page)}?locale=en`);
      if (answer.status === 404) held.add(next.path);
      else if (answer.status !== 200) throw new Error(`/api/${next.page}: the CMS answered ${answer.status}`);
    }
  };
  await Promise.all(Array.from({ length: 6 }, worker));
  return held;
}

/** Every path in both languages (what the cache warms, the sitemap lists and `build:static` writes). */
export const allLanguages = (paths: string[]) =>
  locales.flatMap((locale) => paths.map((path) => localizedPath(path, locale)));

/** `sitemap.xml`: each page once per language, with its other language (and x-default) as alternates. */
export function sitemapXml(origin: string, paths: string[]): string {
  const urls = paths.flatMap((path) =>
    locales.map((locale) => {
      const alternates = [
        ...locales.map((other) => ({
          lang: other as string,
          href: `${origin}${localizedPath(path, other)}`,
        })),
        { lang: 'x-default', href: `${origin}${path}` },
      ]
        .map(
          (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.lang}" href="${escapeHtml(alt.href)}"/>`,
        )
        .join('\n');
      return `  <url>\n    <loc>${escapeHtml(`${origin}${localizedPath(path, locale)}`)}</loc>\n${alternates}\n  </url>`;
    }),
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

export const robotsTxt = (origin: string) =>
  `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /_preview\nDisallow: /_search\nDisallow: /_hooks/\n\nSitemap: ${origin}/sitemap.xml\n`;
