import { quoteFee } from './quote-fee';
import { seededTariffRecords } from './testing/load-seed';

const tariff = seededTariffRecords('en');

describe('quoteFee at the band boundaries of the seeded tariff', () => {
  it.each([
    // category, amount, fee, band minimum, band maximum
    ['send-registered', 0, 0, 0, 999],
    ['send-registered', 999, 0, 0, 999],
    ['send-registered', 1000, 30, 1000, 1999],
    ['send-registered', 9999, 150, 7000, 9999],
    ['send-registered', 10000, 350, 10000, 14999],
    ['send-registered', 1000000, 4500, 800000, 1000000],
    ['send-registered', 1000001, 5000, 1000001, 3000000],
    ['send-registered', 3000000, 5000, 1000001, 3000000],
    ['send-registered', 3000001, 5000, 3000001, null],
    ['send-other-network', 0, 10, 0, 999],
    ['send-other-network', 999, 10, 0, 999],
    ['send-other-network', 1000, 35, 1000, 1999],
    ['send-other-network', 14999, 550, 10000, 14999],
    ['send-other-network', 3000001, 6000, 3000001, null],
    ['send-unregistered', 1000, 375, 1000, 1999],
    ['send-unregistered', 1000000, 14000, 800000, 1000000],
    ['withdraw-agent', 1000, 350, 1000, 1999],
    ['withdraw-agent', 9999, 1050, 7000, 9999],
    ['withdraw-agent', 10000, 1450, 10000, 14999],
    ['withdraw-agent', 3000000, 8000, 1000001, 3000000],
    ['withdraw-agent', 3000001, 10000, 3000001, null],
    ['withdraw-agent', 100000, 3650, 100000, 199999],
    ['withdraw-agent', 50000000, 10000, 3000001, null],
  ] as const)('%s %i costs %i (band %i–%s)', (category, amount, fee, minimum, maximum) => {
    const quote = quoteFee(tariff, category, amount);
    expect(quote).toMatchObject({
      kind: 'ok',
      amount,
      fee,
      total: amount + fee,
      band: { minimum, maximum, fee },
    });
  });

  it.each([
    ['send-unregistered', 0, 0],
    ['send-unregistered', 999, 0],
    ['send-unregistered', 1000001, 1000001],
    ['send-unregistered', 3000001, 3000001],
    ['withdraw-agent', 999, 0],
  ] as const)('%s %i is not allowed (band from %i)', (category, amount, minimum) => {
    expect(quoteFee(tariff, category, amount)).toMatchObject({
      kind: 'not-allowed',
      amount,
      band: { minimum, fee: null },
    });
  });

  it('reads typed text the same way as numbers', () => {
    expect(quoteFee(tariff, 'send-registered', '10,000')).toMatchObject({
      kind: 'ok',
      fee: 350,
      total: 10350,
    });
    expect(quoteFee(tariff, 'send-registered', '10 000')).toMatchObject({
      kind: 'ok',
      fee: 350,
      total: 10350,
    });
    expect(quoteFee(tariff, 'send-registered', '9999')).toMatchObject({ kind: 'ok', fee: 150, total: 10149 });
  });

  it.each([
    ['', 'empty'],
    ['ten thousand', 'not-a-number'],
    ['-1000', 'negative'],
    ['1000.50', 'not-whole'],
  ] as const)('answers %j with a reason, never a fee', (amount, reason) => {
    expect(quoteFee(tariff, 'send-registered', amount)).toEqual({ kind: 'invalid-amount', reason });
  });
});

describe('quoteFee outside the tariff', () => {
  const record = (minimum: number, maximum: number | null, fee: number | null) => ({
    category: 'withdraw-agent',
    categoryLabel: 'Withdraw',
    minimum,
    maximum,
    fee,
    effectiveDate: null,
    source: null,
  });
  const bounded = [record(1000, 1999, 30), record(2000, 4999, 50)];

  it('names the smallest amount below the first band', () => {
    expect(quoteFee(bounded, 'withdraw-agent', 999)).toEqual({ kind: 'below-minimum', minimum: 1000 });
    expect(quoteFee(bounded, 'withdraw-agent', 0)).toEqual({ kind: 'below-minimum', minimum: 1000 });
    expect(quoteFee(bounded, 'withdraw-agent', 1000)).toMatchObject({ kind: 'ok', fee: 30 });
  });

  it('names the largest amount above a closed last band', () => {
    expect(quoteFee(bounded, 'withdraw-agent', 4999)).toMatchObject({ kind: 'ok', fee: 50 });
    expect(quoteFee(bounded, 'withdraw-agent', 5000)).toEqual({ kind: 'above-maximum', maximum: 4999 });
  });

  it('refuses to compute from a malformed tariff or an unknown category', () => {
    const gap = [record(0, 999, 0), record(1001, null, 30)];
    expect(quoteFee(gap, 'withdraw-agent', 500)).toMatchObject({ kind: 'unusable-tariff' });
    expect(quoteFee(tariff, 'pay-bill', 500)).toMatchObject({ kind: 'unusable-tariff' });
  });

  it('refuses a total that JavaScript could not add exactly', () => {
    const open = [record(0, null, 10)];
    expect(quoteFee(open, 'withdraw-agent', Number.MAX_SAFE_INTEGER)).toEqual({
      kind: 'invalid-amount',
      reason: 'too-large',
    });
  });
});
