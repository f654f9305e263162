import type { Band, TariffCategory, TariffReading } from './types';

type Raw = Record<string, unknown>;

const isRecord = (value: unknown): value is Raw =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isCount = (value: unknown): value is number =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0;
const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim() : null;

/** One record → its category, label and band, or the reason it cannot be trusted. */
function readRecord(
  record: unknown,
  position: number,
): { key: string; label: string; source: string | null; band: Band } | string {
  if (!isRecord(record)) return `record ${position} is not an object`;
  const key = text(record['category']);
  if (!key) return `record ${position} has no category`;
  const { minimum, maximum, fee } = record;
  if (!isCount(minimum)) return `${key} record ${position}: minimum is not a whole number ≥ 0`;
  if (maximum !== null && maximum !== undefined && !(isCount(maximum) && maximum >= minimum)) {
    return `${key} record ${position}: maximum is not a whole number ≥ minimum`;
  }
  if (fee !== null && fee !== undefined && !isCount(fee))
    return `${key} record ${position}: fee is not a whole number ≥ 0`;
  const effectiveDate = text(record['effectiveDate']);
  return {
    key,
    // Strapi serves an empty localised field as null; the key is still better than a blank option.
    label: text(record['categoryLabel']) ?? key,
    source: text(record['source']),
    band: {
      minimum,
      maximum: isCount(maximum) ? maximum : null,
      fee: isCount(fee) ? fee : null,
      ...(effectiveDate ? { effectiveDate } : {}),
    },
  };
}

/** Bands must follow each other without gap or overlap; only the last may be open-ended. */
function bandProblems(category: TariffCategory): string[] {
  const problems: string[] = [];
  category.bands.forEach((band, n) => {
    const next = category.bands[n + 1];
    if (!next) return;
    if (band.maximum === null)
      problems.push(`${category.key}: band from ${band.minimum} has no maximum but is not the last`);
    else if (next.minimum !== band.maximum + 1) {
      const kind = next.minimum <= band.maximum ? 'overlaps' : 'leaves a gap after';
      problems.push(
        `${category.key}: band from ${next.minimum} ${kind} the band ${band.minimum}–${band.maximum}`,
      );
    }
  });
  return problems;
}

/**
 * Groups the CMS records (one per band per category) into categories, in the order the data first
 * names them, and checks that every category's bands cover the amounts without gaps or overlaps.
 * The API already sorts by minimum; sorting again keeps the check independent of that query.
 */
export function readTariff(records: readonly unknown[]): TariffReading {
  if (records.length === 0) return { kind: 'unpublished' };
  const problems: string[] = [];
  const categories = new Map<string, TariffCategory>();
  records.forEach((record, position) => {
    const read = readRecord(record, position);
    if (typeof read === 'string') {
      problems.push(read);
      return;
    }
    const category = categories.get(read.key) ?? {
      key: read.key,
      label: read.label,
      source: null,
      bands: [],
    };
    category.source ??= read.source;
    category.bands.push(read.band);
    categories.set(read.key, category);
  });
  for (const category of categories.values()) {
    category.bands.sort((a, b) => a.minimum - b.minimum);
    problems.push(...bandProblems(category));
  }
  return problems.length > 0
    ? { kind: 'malformed', problems }
    : { kind: 'usable', categories: [...categories.values()] };
}
