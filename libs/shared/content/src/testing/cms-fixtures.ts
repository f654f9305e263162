import type { Block } from '../types/model.generated';

type Locale = 'en' | 'sw';
export type PageFixture = {
  title: string;
  blocks?: Block[];
  backgroundColor?: string;
  seo?: { metaTitle?: string; metaDescription?: string };
};

/** A flat (Strapi 5) single-type answer. */
export function pageBody(page: PageFixture) {
  return { data: { id: 1, documentId: `doc-${page.title}`, blocks: defaultBlocks(page), ...page }, meta: {} };
}

/** A page without blocks counts as empty (English fallback), so fixtures get a hero by default. */
function defaultBlocks(page: PageFixture): Block[] {
  return [{ __component: 'blocks.hero', title: page.title }];
}

export function listBody<T extends object>(
  items: T[],
  page = 1,
  pageSize = items.length || 1,
  total = items.length,
) {
  return {
    data: items,
    meta: { pagination: { page, pageSize, pageCount: Math.max(1, Math.ceil(total / pageSize)), total } },
  };
}

export function article(n: number, locale: Locale = 'en', extra: Record<string, unknown> = {}) {
  const title = locale === 'en' ? `Sport update ${n}` : `Habari za michezo ${n}`;
  return {
    id: n,
    documentId: `art${n}`,
    title,
    slug: `sport-update-${n}`,
    publishDate: `2026-10-${String(28 - (n % 27)).padStart(2, '0')}`,
    summary: locale === 'en' ? 'Follow the league on your phone.' : 'Fuatilia ligi kwenye simu yako.',
    image: null,
    body: [{ type: 'paragraph', children: [{ type: 'text', text: title }] }],
    ...extra,
  };
}

export const sidebarBody = (locale: Locale, { sampleContent = false } = {}) => ({
  data: {
    id: 1,
    documentId: 'sidebar',
    tagline: locale === 'en' ? 'Together we can' : 'Pamoja tunaweza',
    footerGroups: [
      {
        title: locale === 'en' ? 'Help' : 'Msaada',
        links: [
          { label: locale === 'en' ? 'Customer service' : 'Huduma kwa wateja', href: '/customer-service' },
        ],
      },
    ],
    contactChannels: [
      { kind: 'phone', label: locale === 'en' ? 'Call us' : 'Tupigie', value: '100', href: 'tel:100' },
    ],
    socialLinks: [{ network: 'x', url: 'https://x.com/VodacomTanzania' }],
    appLinks: [],
    copyright: '© 2026 Vodacom Tanzania PLC',
    sampleContent,
  },
  meta: {},
});
