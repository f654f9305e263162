import type { TariffBand } from '@site/shared-content';
import type { Locale } from '@site/shared-i18n';

/** The shape of `apps/cms/seed/tariff-bands.json`: numbers once, labels per language. */
export type SeedTariff = {
  /** Only a real tariff has one. */
  effectiveDate?: string | null;
  /** The source line is read by visitors: one per language. */
  source: Record<Locale, string>;
  editorNote?: string;
  categories: { category: string; label: Record<Locale, string> }[];
  bands: { minimum: number; maximum: number | null; fees: Record<string, number | null> }[];
};

export type TariffRecord = TariffBand & { id: number; documentId: string };

/**
 * A seed tariff expanded as the CMS seeder does (apps/cms/src/seed): one record per band per
 * category, `fee: null` when not allowed, labels and the source line in the requested language, ordered by minimum
 * like the API's `sort=minimum:asc`.
 */
export function expandSeedTariff(tariff: SeedTariff, locale: Locale = 'en'): TariffRecord[] {
  return tariff.bands
    .flatMap((band) =>
      tariff.categories.map((category) => ({
        category: category.category,
        categoryLabel: category.label[locale] || category.category,
        minimum: band.minimum,
        maximum: band.maximum ?? null,
        fee: band.fees[category.category] ?? null,
        effectiveDate: tariff.effectiveDate ?? null,
        source: tariff.source[locale] || null,
      })),
    )
    .map((record, n) => ({ ...record, id: n + 1, documentId: `${record.category}-${record.minimum}` }));
}

/** A Strapi 5 list answer (`{ data, meta: { pagination } }`) of these records. */
export function tariffResponse(records: readonly object[]) {
  return {
    data: records,
    meta: { pagination: { page: 1, pageSize: 200, pageCount: 1, total: records.length } },
  };
}
