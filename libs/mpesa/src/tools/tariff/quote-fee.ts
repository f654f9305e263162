import { checkAmount, parseAmount } from './parse-amount';
import { readTariff } from './read-tariff';
import type { FeeQuote, TariffCategory } from './types';

/** The band an amount falls in, for a category whose bands `readTariff` has checked. */
export function quoteInCategory(category: TariffCategory, amount: string | number): FeeQuote {
  const parsed = typeof amount === 'number' ? checkAmount(amount) : parseAmount(amount);
  if (parsed.kind === 'invalid') return { kind: 'invalid-amount', reason: parsed.reason };
  const value = parsed.value;
  const first = category.bands[0];
  const last = category.bands[category.bands.length - 1];
  if (!first || !last) return { kind: 'unusable-tariff', problems: [`${category.key} has no bands`] };
  if (value < first.minimum) return { kind: 'below-minimum', minimum: first.minimum };
  if (last.maximum !== null && value > last.maximum) return { kind: 'above-maximum', maximum: last.maximum };
  // 23 bands at most in practice: a linear scan is clearer than a binary search and just as fast.
  const band = category.bands.find(
    (candidate) => value >= candidate.minimum && (candidate.maximum === null || value <= candidate.maximum),
  );
  if (!band) return { kind: 'unusable-tariff', problems: [`${category.key} has no band for ${value}`] };
  if (band.fee === null) return { kind: 'not-allowed', amount: value, band };
  const total = value + band.fee;
  // Past 2^53 the sum would be rounded: refuse rather than show a total that is off.
  if (!Number.isSafeInteger(total)) return { kind: 'invalid-amount', reason: 'too-large' };
  return { kind: 'ok', amount: value, fee: band.fee, total, band };
}

/**
 * The fee of one transaction straight from the CMS records: reads and checks the tariff first and
 * refuses to compute from a malformed one or an unknown category.
 */
export function quoteFee(records: readonly unknown[], category: string, amount: string | number): FeeQuote {
  const tariff = readTariff(records);
  if (tariff.kind === 'malformed') return { kind: 'unusable-tariff', problems: tariff.problems };
  if (tariff.kind === 'unpublished') return { kind: 'unusable-tariff', problems: ['no tariff is published'] };
  const chosen = tariff.categories.find((candidate) => candidate.key === category);
  if (!chosen) return { kind: 'unusable-tariff', problems: [`the tariff has no category ${category}`] };
  return quoteInCategory(chosen, amount);
}
