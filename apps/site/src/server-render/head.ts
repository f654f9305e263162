import {
  isNotFound,
  type ContentError,
  type Article,
  type Media,
  type PageContent,
  type SiteState,
} from '@site/shared-content';
import { localizedPath, locales, type Locale } from '@site/shared-i18n';
import type { Paging } from '@site/shared-server-contract';
import { pageRequestFor, type RouteHandle } from '@site/shared-routing';
import { imageVariantPath, resizableFile } from '@site/shared-server-contract';
import { pageTitle } from '../app/document-title';
import escapeHtml from 'escape-html';
import { jsonLd } from './html';
import type { MessageDescriptor } from 'react-intl';
import { shellMessages } from '../app/shell-messages';

export type HeadInput = {
  /** The public origin pages are served from (`SITE_ORIGIN`): every URL in the head is absolute. */
  origin: string;
  locale: Locale;
  /** The route's address inside its language (`/mpesa` for `/sw/mpesa`). */
  pathname: string;
  /** The paged list the page shows: its page number is part of the address (`?page=2`). */
  paging: Paging | null;
  status: number;
  handles: RouteHandle[];
  params: Record<string, string | undefined>;
  state: SiteState;
  brand: string;
  /** A shell text in the page's language. */
  text: (message: MessageDescriptor) => string;
  /** Pages that must not be indexed (previews, errors). */
  noindex?: boolean;
};

const ogLocale: Record<Locale, string> = { en: 'en_TZ', sw: 'sw_TZ' };

/**
 * The head of a page in its language: the title rule, a description from the page's CMS content,
 * the canonical URL and its other language, link previews (Open Graph, X) with the page's own image,
 * and structured data (the organisation on the home page, breadcrumbs everywhere, articles).
 */
export function headTags(input: HeadInput): string {
  const { origin, locale, pathname, state, handles, params, brand } = input;
  const leaf = handles.at(-1);
  const page = pageContent(input);
  const item = detailItem(input);
  const title = pageTitle({
    pathname,
    handle: leaf,
    params,
    locale,
    state,
    brand,
  });
  const shareTitle = page?.seo?.metaTitle || page?.title || item?.title || title;
  const description =
    page?.seo?.metaDescription ||
    item?.summary ||
    heroText(page) ||
    input.text(shellMessages.metaDescription);
  const image = absolute(origin, shareImage(page, item) ?? '/og-default.png');
  const query = input.paging && input.paging.page > 1 ? `?page=${input.paging.page}` : '';
  const url = (lang: Locale) => `${origin}${localizedPath(pathname, lang)}${query}`;
  const isArticle = !!item && !!leaf?.article;
  const indexable = input.status === 200 && !input.noindex && !leaf?.noindex && !pagePreparing(input);

  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    meta('name', 'description', description),
    indexable ? '' : meta('name', 'robots', 'noindex'),
    indexable ? `<link rel="canonical" href="${escapeHtml(url(locale))}" />` : '',
    ...(indexable
      ? [...locales.map((lang) => alternate(lang, url(lang))), alternate('x-default', url('en'))]
      : []),
    meta('property', 'og:type', isArticle ? 'article' : 'website'),
    meta('property', 'og:site_name', brand),
    meta('property', 'og:title', shareTitle),
    meta('property', 'og:description', description),
    indexable ? meta('property', 'og:url', url(locale)) : '',
    meta('property', 'og:image', image),
    meta('property', 'og:locale', ogLocale[locale]),
    ...locales
      .filter((lang) => lang !== locale)
      .map((lang) => meta('property', 'og:locale:alternate', ogLocale[lang])),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', shareTitle),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
  ];
  if (indexable)
    tags.push(...structuredData({ ...input, title: shareTitle, url: url(locale), image, item, isArticle }));
  return tags.filter(Boolean).join('\n    ');
}

const meta = (attribute: 'name' | 'property', key: string, content: string) =>
  `<meta ${attribute}="${key}" content="${escapeHtml(content)}" />`;
const alternate = (lang: string, href: string) =>
  `<link rel="alternate" hreflang="${lang}" href="${escapeHtml(href)}" />`;

function absolute(origin: string, url: string): string {
  try {
    return new URL(url, origin).href;
  } catch {
    return `${origin}/og-default.png`;
  }
}

/** The route's page is not published in the CMS (404): the page says it is being prepared. */
function pagePreparing(input: HeadInput): boolean {
  return isNotFound(pageRead(input)?.error as ContentError | undefined);
}

function pageContent(input: HeadInput): PageContent | undefined {
  return pageRead(input)?.data;
}

/** The route's page as its loader read it, through its domain's page endpoint. */
function pageRead({ handles, locale, state }: HeadInput) {
  const request = pageRequestFor(handles, true);
  const endpoint = handles.at(-1)?.pageEndpoint;
  if (!request || !endpoint) return undefined;
  return endpoint.select({ name: request.name, locale, depth: request.depth })(state);
}

type DetailItem = Partial<Article> & { name?: string; image?: Media | null };
function detailItem({ handles, params, locale, state }: HeadInput): DetailItem | undefined {
  const entry = handles.at(-1)?.entry;
  if (!entry || !params['id']) return undefined;
  return entry.select({ id: params['id'], locale })(state).data as DetailItem | undefined;
}

/** The page's first hero or carousel text: what a visitor reads first. */
function heroText(page: PageContent | undefined): string | null {
  const first = page?.blocks[0];
  if (first?.__component === 'blocks.hero') return first.text ?? null;
  if (first?.__component === 'blocks.carousel') return first.slides[0]?.text ?? null;
  return null;
}

function shareImage(page: PageContent | undefined, item: DetailItem | undefined): string | null {
  const first = page?.blocks[0];
  const hero =
    first?.__component === 'blocks.hero'
      ? first.image
      : first?.__component === 'blocks.carousel'
        ? first.slides[0]?.image
        : null;
  const media = page?.seo?.shareImage ?? hero ?? item?.image ?? null;
  if (!media) return null;
  // The 1,280 px JPEG variant: a camera's original would cost a preview several megabytes, and link
  // previews cannot show SVG (a drawing of the media library is rasterised; one elsewhere is left out).
  const file = resizableFile(media.url);
  if (file) return imageVariantPath(file, 'jpeg', 1280);
  return /svg/i.test(media.mime ?? media.url) ? null : media.url;
}

type StructuredInput = HeadInput & {
  title: string;
  url: string;
  image: string;
  item: DetailItem | undefined;
  isArticle: boolean;
};

function structuredData(input: StructuredInput): string[] {
  const { origin, locale, pathname, brand, title, url, image, item, isArticle } = input;
  const home = `${origin}${localizedPath('/', locale)}`;
  const organization = {
    '@type': 'Organization',
    name: brand,
    url: `${origin}/`,
    logo: `${origin}/icon-512.png`,
  };
  const blocks: unknown[] = [];
  if (pathname === '/') blocks.push({ '@context': 'https://schema.org', ...organization });
  blocks.push({
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [
      { '@type': 'ListItem', position: 1, name: input.text(shellMessages.breadcrumbHome), item: home },
      ...(pathname === '/' ? [] : [{ '@type': 'ListItem', position: 2, name: title, item: url }]),
    ],
  });
  if (isArticle && item) {
    blocks.push({
      '@context': 'https://schema.org',
      '@type': 'NewsArticle',
      headline: item.title,
      ...(item.summary ? { description: item.summary } : {}),
      ...(item.publishDate ? { datePublished: item.publishDate } : {}),
      image: [image],
      inLanguage: locale,
      mainEntityOfPage: url,
      publisher: organization,
    });
  }
  return blocks.map(jsonLd);
}
