import { cmsUrl, type Locale } from './env';

/** A direct read of the CMS (not through the site), for the facts a test compares the page with. */
export async function cmsGet(
  path: string,
  init: RequestInit = {},
  base: string = cmsUrl,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${path}`, init);
  const text = await response.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    // keep the text: the caller reports it
  }
  return { status: response.status, body };
}

type Entry = Record<string, unknown>;
const isEntry = (value: unknown): value is Entry =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * Reads one localised document; a Swahili read that is missing (404 or an empty page) falls back to
 * English, as the site does (docs/behaviour.md §1: missing Swahili texts fall back to English).
 */
export async function readLocalised(path: string, locale: Locale): Promise<{ data: Entry; locale: Locale }> {
  const read = async (lc: Locale) => {
    const separator = path.includes('?') ? '&' : '?';
    const { status, body } = await cmsGet(`${path}${separator}locale=${lc}&populate=deep,10`);
    const data = isEntry(body) && isEntry(body['data']) ? body['data'] : null;
    return { status, data };
  };
  const first = await read(locale);
  const empty = !first.data || (Array.isArray(first.data['blocks']) && first.data['blocks'].length === 0);
  if (locale !== 'en' && empty) {
    const english = await read('en');
    if (english.data) return { data: english.data, locale: 'en' };
  }
  if (!first.data) throw new Error(`CMS ${path} (${locale}) answered ${first.status} without data`);
  return { data: first.data, locale };
}

/**
 * The page's `<h1>` by the content model: the hero's title when the first block is a hero, else the
 * page's own `title` (also when a carousel comes first: the site keeps the page title as a hidden h1).
 */
export function headingOfPage(page: Entry): string {
  const blocks = Array.isArray(page['blocks']) ? (page['blocks'] as Entry[]) : [];
  const first = blocks[0];
  if (first && first['__component'] === 'blocks.hero' && typeof first['title'] === 'string')
    return first['title'];
  if (typeof page['title'] !== 'string') throw new Error('CMS page without a title');
  return page['title'];
}

export async function expectedPageHeading(endpoint: string, locale: Locale): Promise<string> {
  const { data } = await readLocalised(`/api/${endpoint}`, locale);
  return headingOfPage(data);
}

/** The newest published item of a collection (the one a visitor meets first). */
export async function firstItem(
  collection: string,
): Promise<{ documentId: string; slug: string | null; title: string }> {
  const { status, body } = await cmsGet(
    `/api/${collection}?locale=en&sort=publishDate:desc&pagination[page]=1&pagination[pageSize]=1`,
  );
  const list = isEntry(body) && Array.isArray(body['data']) ? (body['data'] as Entry[]) : [];
  const item = list[0];
  if (!item || typeof item['documentId'] !== 'string')
    throw new Error(`CMS ${collection}: no item (status ${status})`);
  return {
    documentId: item['documentId'],
    slug: typeof item['slug'] === 'string' ? item['slug'] : null,
    title: String(item['title'] ?? item['name'] ?? ''),
  };
}

/** The title a detail page shows for an item, in the visitor's language (English when missing). */
export async function expectedItemTitle(
  collection: string,
  documentId: string,
  locale: Locale,
): Promise<string> {
  const { data } = await readLocalised(`/api/${collection}/${encodeURIComponent(documentId)}`, locale);
  return String(data['title'] ?? data['name']);
}
