import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from './env';

type SeedTariff = {
  categories: Array<{ category: string; label: Record<Locale, string> }>;
  bands: Array<{ minimum: number; maximum: number | null; fees: Record<string, number | null> }>;
};

const file = resolve(import.meta.dirname, '../../../../apps/cms/seed/tariff-bands.json');
const tariff = JSON.parse(readFileSync(file, 'utf8')) as SeedTariff;

/** The seeded fee of a transaction (null: not allowed), straight from the seed file. */
export function seededFee(category: string, amount: number): number | null {
  const band = tariff.bands.find((b) => amount >= b.minimum && (b.maximum === null || amount <= b.maximum));
  if (!band) throw new Error(`no seeded band for ${amount}`);
  return band.fees[category] ?? null;
}

export function categoryLabel(category: string, locale: Locale): string {
  const found = tariff.categories.find((c) => c.category === category);
  if (!found) throw new Error(`no seeded category ${category}`);
  return found.label[locale];
}

/** `1450` → a pattern for "1,450", "1 450", "1.450" or "1450", not part of a longer number. */
export function feePattern(fee: number): RegExp {
  const grouped = fee.toLocaleString('en-US').replace(/,/g, '[,.\\s\\u00a0\\u202f]?');
  return new RegExp(`(^|[^\\d,.])${grouped}(?![\\d]|[,.]\\d)`);
}
