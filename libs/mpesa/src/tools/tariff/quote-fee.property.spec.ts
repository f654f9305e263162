import { intlLocales } from '@site/shared-i18n';
import fc from 'fast-check';
import { parseAmount } from './parse-amount';
import { quoteFee, quoteInCategory } from './quote-fee';
import { readTariff } from './read-tariff';
import { seededTariffRecords } from './testing/load-seed';
import type { Band, FeeQuote, TariffCategory } from './types';

const reading = readTariff(seededTariffRecords('en'));
if (reading.kind !== 'usable') throw new Error(`The seeded tariff is not usable: ${JSON.stringify(reading)}`);
const categories = reading.categories;
const lowest = Math.min(...categories.flatMap((category) => category.bands.map((band) => band.minimum)));

const contains = (band: Band, amount: number) =>
  amount >= band.minimum && (band.maximum === null || amount <= band.maximum);
const anyCategory = fc.constantFrom(...categories);
// Up to ten times the top band's start: covers every band and the open-ended top one.
const anyAmount = fc.integer({ min: lowest, max: 30_000_000 });

describe('the seeded tariff, for any whole amount', () => {
  it('puts every amount in exactly one band, and quotes that band', () => {
    fc.assert(
      fc.property(anyCategory, anyAmount, (category, amount) => {
        const matches = category.bands.filter((band) => contains(band, amount));
        expect(matches).toHaveLength(1);
        const quote = quoteInCategory(category, amount);
        expect(quote.kind === 'ok' || quote.kind === 'not-allowed').toBe(true);
        expect('band' in quote && quote.band).toBe(matches[0]);
      }),
      { numRuns: 2000 },
    );
  });

  it('never charges a negative fee, and the total is the amount plus the fee', () => {
    fc.assert(
      fc.property(anyCategory, anyAmount, (category, amount) => {
        const quote = quoteInCategory(category, amount);
        fc.pre(quote.kind === 'ok');
        expect(quote.fee).toBeGreaterThanOrEqual(0);
        expect(quote.total).toBe(amount + quote.fee);
        expect(quote.amount).toBe(amount);
      }),
      { numRuns: 2000 },
    );
  });

  it('never charges less for a larger amount within a category', () => {
    fc.assert(
      fc.property(anyCategory, anyAmount, anyAmount, (category, a, b) => {
        const small = quoteInCategory(category, Math.min(a, b));
        const large = quoteInCategory(category, Math.max(a, b));
        fc.pre(small.kind === 'ok' && large.kind === 'ok');
        expect(small.fee).toBeLessThanOrEqual(large.fee);
      }),
      { numRuns: 2000 },
    );
  });

  it('gives the same answer for the records, the typed text and the printed number in both languages', () => {
    const records = seededTariffRecords('sw');
    fc.assert(
      fc.property(
        anyCategory,
        anyAmount,
        fc.constantFrom('en' as const, 'sw' as const),
        (category, amount, locale) => {
          const fromNumber = quoteFee(records, category.key, amount);
          expect(quoteFee(records, category.key, String(amount))).toEqual(fromNumber);
          expect(
            quoteFee(records, category.key, new Intl.NumberFormat(intlLocales[locale]).format(amount)),
          ).toEqual(fromNumber);
        },
      ),
      { numRuns: 300 },
    );
  });
});

/** Any well-formed tariff: contiguous bands from some start, fees or "not allowed", maybe open-ended. */
const anyTariff = fc
  .record({
    start: fc.nat({ max: 5000 }),
    bands: fc.array(
      fc.record({ width: fc.integer({ min: 1, max: 200_000 }), fee: fc.option(fc.nat({ max: 50_000 })) }),
      {
        minLength: 1,
        maxLength: 30,
      },
    ),
    openEnded: fc.boolean(),
  })
  .map(({ start, bands, openEnded }): TariffCategory => {
    let minimum = start;
    const built = bands.map(({ width, fee }, n): Band => {
      const maximum = openEnded && n === bands.length - 1 ? null : minimum + width - 1;
      const band = { minimum, maximum, fee };
      minimum += width;
      return band;
    });
    return { key: 'any', label: 'Any', source: null, bands: built };
  });

/** What the tariff says for an amount, read straight off the bands (the reference for quoteFee). */
function expectedQuote(category: TariffCategory, amount: number): FeeQuote {
  const { bands } = category;
  const lowestBand = bands[0];
  const topBand = bands[bands.length - 1];
  if (!lowestBand || !topBand) return { kind: 'unusable-tariff', problems: [] };
  if (amount < lowestBand.minimum) return { kind: 'below-minimum', minimum: lowestBand.minimum };
  if (topBand.maximum !== null && amount > topBand.maximum)
    return { kind: 'above-maximum', maximum: topBand.maximum };
  const band = bands.filter((candidate) => contains(candidate, amount))[0];
  if (!band) return { kind: 'unusable-tariff', problems: [] };
  return band.fee === null
    ? { kind: 'not-allowed', amount, band }
    : { kind: 'ok', amount, fee: band.fee, total: amount + band.fee, band };
}

describe('any well-formed tariff', () => {
  it('is usable, and every amount gets exactly the answer its position calls for', () => {
    fc.assert(
      fc.property(anyTariff, fc.nat({ max: 7_000_000 }), (category, amount) => {
        const records = category.bands.map((band) => ({ category: 'any', categoryLabel: 'Any', ...band }));
        expect(readTariff(records).kind).toBe('usable');
        expect(quoteFee(records, 'any', amount)).toEqual(expectedQuote(category, amount));
      }),
    );
  });

  it('becomes unusable when any band is moved by a shilling', () => {
    fc.assert(
      fc.property(anyTariff, fc.nat(), fc.constantFrom(-1, 1), (category, pick, shift) => {
        fc.pre(category.bands.length > 1);
        const moved = 1 + (pick % (category.bands.length - 1));
        const records = category.bands.map((band, n) => ({
          category: 'any',
          ...band,
          minimum: n === moved ? band.minimum + shift : band.minimum,
        }));
        // A band moved down below its own start would also break "maximum ≥ minimum"; either way: malformed.
        expect(readTariff(records).kind).toBe('malformed');
      }),
    );
  });
});

describe('parseAmount, for any text', () => {
  it('never throws and either reads whole shillings or gives a reason', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseAmount(text);
        const reasons = ['empty', 'not-a-number', 'negative', 'not-whole', 'too-large'];
        const sound =
          parsed.kind === 'amount'
            ? Number.isSafeInteger(parsed.value) && parsed.value >= 0
            : reasons.includes(parsed.reason);
        expect(sound).toBe(true);
      }),
    );
  });

  it('reads back every amount the site prints', () => {
    fc.assert(
      fc.property(
        fc.nat({ max: Number.MAX_SAFE_INTEGER }),
        fc.constantFrom('en' as const, 'sw' as const),
        (amount, locale) => {
          expect(parseAmount(new Intl.NumberFormat(intlLocales[locale]).format(amount))).toEqual({
            kind: 'amount',
            value: amount,
          });
        },
      ),
    );
  });
});
