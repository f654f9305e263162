import {
  itemPath,
  locales,
  localizedPath,
  type Locale,
  type ResultKind,
  type SiteModule,
} from '@site/shared-server-contract';
import PQueue from 'p-queue';
import type { CmsClient } from '../cms-client.ts';
import { textsOf } from './content-text.ts';
import type { SearchDocument } from './search-index.ts';

type Entry = Record<string, unknown> & { documentId?: string; slug?: string | null };

/** A result's kind by the collection its entry comes from. */
const kindOf = (collection: string): ResultKind =>
  /device/.test(collection) ? 'device' : /vbu|service/.test(collection) ? 'service' : 'article';

const titleOf = (entry: Entry) =>
  typeof entry['title'] === 'string'
    ? entry['title']
    : typeof entry['name'] === 'string'
      ? entry['name']
      : '';

async function readJson(cms: CmsClient, path: string): Promise<unknown> {
  const answer = await cms.read(path);
  if (answer.status === 404) return null;
  if (answer.status !== 200) throw new Error(`${path.split('?')[0]}: the CMS answered ${answer.status}`);
  return JSON.parse(answer.body) as unknown;
}

const dataOf = (body: unknown) => (body as { data?: unknown } | null)?.data ?? null;

/**
 * What search reads, per language: every CMS page type at the page that shows it (a section such
 * as the FAQ topics joins its page), and every entry with a page of its own (articles, devices,
 * business services). Read through the server's CMS client, like the pages themselves; a Swahili
 * entry missing in the CMS is indexed in English, as the site shows it.
 */
export async function readSearchDocuments(
  site: SiteModule,
  cms: CmsClient,
): Promise<Record<Locale, SearchDocument[]>> {
  const collections = new Set(Object.values(site.siteCollections).map((spec) => spec.path.slice(1)));
  const pageTypes = site
    .apiSegments()
    .filter((segment) => segment !== 'sidebar' && !collections.has(segment))
    .map((segment) => ({ segment, path: site.pathForApi(segment, null) }))
    .filter((page): page is { segment: string; path: string } => page.path !== null);

  const pages: Record<Locale, Map<string, Entry>> = { en: new Map(), sw: new Map() };
  await new PQueue({ concurrency: 4 }).addAll(
    pageTypes.map(({ segment }) => async () => {
      for (const locale of locales) {
        const data = dataOf(await readJson(cms, `/api/${segment}?locale=${locale}&populate=deep,10`));
        if (data && typeof data === 'object') pages[locale].set(segment, data as Entry);
      }
    }),
  );

  const documents: Record<Locale, SearchDocument[]> = { en: [], sw: [] };
  for (const locale of locales) {
    const byPath = new Map<string, SearchDocument>();
    for (const { segment, path } of pageTypes) {
      const entry = pages[locale].get(segment) ?? pages.en.get(segment);
      if (!entry) continue;
      const url = localizedPath(path, locale);
      const own = byPath.get(url);
      const title = titleOf(entry);
      // The title is searched on its own (and weighs more): the excerpt shows what follows it.
      const text = textsOf(entry)
        .filter((line) => line !== title)
        .join(' · ');
      if (own) own.text = `${own.text} · ${text}`;
      else byPath.set(url, { url, title, text, kind: 'page' });
    }
    documents[locale].push(...byPath.values());
  }

  for (const { collection, spec } of site.detailCollections()) {
    const entries: Record<Locale, Entry[]> = { en: [], sw: [] };
    for (const locale of locales) {
      for (let page = 1, count = 1; page <= count; page += 1) {
        const body = await readJson(
          cms,
          `/api${spec.path}?locale=${locale}&pagination[page]=${page}&pagination[pageSize]=100&sort=${spec.sort}`,
        );
        count =
          (body as { meta?: { pagination?: { pageCount?: number } } })?.meta?.pagination?.pageCount ?? 1;
        const data = dataOf(body);
        if (Array.isArray(data)) entries[locale].push(...(data as Entry[]));
      }
    }
    const swahili = new Set(entries.sw.map((entry) => entry.documentId));
    const fallback = entries.en.filter((entry) => !swahili.has(entry.documentId));
    for (const locale of locales)
      for (const entry of locale === 'sw' ? [...entries.sw, ...fallback] : entries.en) {
        if (!entry.documentId) continue;
        const title = titleOf(entry);
        documents[locale].push({
          url: localizedPath(
            itemPath(spec.detailPath, { documentId: entry.documentId, slug: entry.slug, title }),
            locale,
          ),
          title,
          text: textsOf(entry)
            .filter((line) => line !== title)
            .join(' · '),
          kind: kindOf(collection),
        });
      }
  }
  return documents;
}
