import type { Locale } from '@site/shared-i18n';
import type { Block } from '../types/model.generated';
import type { Paged, PageContent, Pagination, Sidebar } from '../types/content';
import { ContentShapeError, isRecord, optionalString, requireRecord, requireString } from './content-error';
import { isKnownBlock } from './block-shapes';

/** The `data` of a Strapi 5 answer, its media reduced to what the site shows (`compactMedia`). */
function dataOf(body: unknown): unknown {
  return compactMedia(requireRecord(body, 'response')['data']);
}

/** What the site shows of a media file (`Media`): its address, text, size and type. */
const mediaFields = ['url', 'alternativeText', 'width', 'height', 'mime', 'size', 'name'] as const;

/**
 * Strapi's media objects carry its storage's bookkeeping beside what the site shows (their ids,
 * hash, provider, formats, caption and dates): two thirds of each, kept in the store and in every
 * page's hydration state for nothing. Each is reduced to `mediaFields`, wherever it sits.
 */
function compactMedia(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(compactMedia);
  if (!isRecord(value)) return value;
  if (
    typeof value['url'] === 'string' &&
    typeof value['hash'] === 'string' &&
    typeof value['mime'] === 'string'
  )
    return Object.fromEntries(
      mediaFields.filter((field) => field in value).map((field) => [field, value[field]]),
    );
  return Object.fromEntries(Object.entries(value).map(([key, field]) => [key, compactMedia(field)]));
}

export function parsePage(body: unknown, locale: Locale): PageContent {
  const data = requireRecord(dataOf(body), 'page');
  const blocks = Array.isArray(data['blocks']) ? data['blocks'] : [];
  return {
    locale,
    title: requireString(data['title'], 'page title'),
    seo: isRecord(data['seo']) ? data['seo'] : null,
    backgroundColor: /^#[0-9a-f]{6}$/i.test(String(data['backgroundColor'] ?? ''))
      ? String(data['backgroundColor'])
      : null,
    blocks: blocks.filter(isKnownBlock) as Block[],
  };
}

export function parseSidebar(body: unknown, locale: Locale): Sidebar {
  const data = requireRecord(dataOf(body), 'sidebar');
  const list = <T>(key: string) =>
    (Array.isArray(data[key]) ? (data[key] as T[]).filter(isRecord) : []) as T[];
  return {
    locale,
    tagline: optionalString(data['tagline']),
    footerGroups: list<Sidebar['footerGroups'][number]>('footerGroups').map((group) => ({
      title: String(group.title ?? ''),
      links: Array.isArray(group.links) ? group.links.filter(isRecord) : [],
    })),
    contactChannels: list('contactChannels'),
    socialLinks: list('socialLinks'),
    appLinks: list('appLinks'),
    copyright: optionalString(data['copyright']),
    sampleContent: data['sampleContent'] === true,
  };
}

/** A list answer: entries need an id, a documentId and a title (or name). */
export function parseList<T>(body: unknown, locale: Locale): Paged<T> {
  const data = dataOf(body);
  if (!Array.isArray(data)) throw new ContentShapeError('list data is not an array');
  const meta = isRecord(body) && isRecord(body['meta']) ? body['meta'] : {};
  const raw = isRecord(meta['pagination']) ? meta['pagination'] : {};
  const items = data.filter(isEntry) as T[];
  const pagination: Pagination = {
    page: Number(raw['page'] ?? 1),
    pageSize: Number(raw['pageSize'] ?? items.length),
    pageCount: Number(raw['pageCount'] ?? 1),
    total: Number(raw['total'] ?? items.length),
  };
  return { locale, items, pagination };
}

export function parseItem<T>(body: unknown): T {
  const data = dataOf(body);
  if (!isEntry(data)) throw new ContentShapeError('item has no id or title');
  return data as T;
}

function isEntry(value: unknown): boolean {
  return (
    isRecord(value) &&
    (typeof value['documentId'] === 'string' || typeof value['id'] === 'number') &&
    (typeof value['title'] === 'string' ||
      typeof value['name'] === 'string' ||
      typeof value['category'] === 'string')
  );
}
