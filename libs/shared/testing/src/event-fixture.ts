type Locale = 'en' | 'sw';

const titles: Record<Locale, string[]> = {
  en: ['Annual General Meeting', 'Half-year results', 'Community clean-up in Mwanza', 'Dividend payment'],
  sw: ['Mkutano Mkuu wa Mwaka', 'Matokeo ya nusu mwaka', 'Usafi wa jamii Mwanza', 'Malipo ya gawio'],
};

/** An `events` entry as the CMS answers it, for specs and stories. */
export function eventFixture(
  n: number,
  startDate: string,
  locale: Locale = 'en',
  extra: Record<string, unknown> = {},
) {
  const list = titles[locale];
  return {
    id: n,
    documentId: `evt${n}`,
    title: list[(n - 1) % list.length],
    slug: `event-${n}`,
    startDate,
    endDate: null,
    location: locale === 'en' ? 'Dar es Salaam' : 'Dar es Salaam',
    category: 'investor',
    summary: locale === 'en' ? 'Shareholders are invited to attend.' : 'Wanahisa wanakaribishwa kuhudhuria.',
    link: null,
    ...extra,
  };
}
