import { readTariff } from './read-tariff';
import { seededCategoryKeys, seededTariffRecords } from './testing/load-seed';

const band = (minimum: number, maximum: number | null, fee: number | null, category = 'send-registered') => ({
  category,
  categoryLabel: 'Send',
  minimum,
  maximum,
  fee,
  effectiveDate: null,
  source: 'M-Pesa tariff',
});

describe('readTariff', () => {
  it('groups the seeded tariff into its four categories, in the order of the data, with their labels', () => {
    const reading = readTariff(seededTariffRecords('en'));
    expect(reading.kind).toBe('usable');
    if (reading.kind !== 'usable') return;
    expect(reading.categories.map((category) => category.key)).toEqual(seededCategoryKeys);
    expect(reading.categories.map((category) => category.label)).toEqual([
      'Send to registered users or partner networks',
      'Send to other networks',
      'Send to unregistered users',
      'Withdraw at an agent or ATM',
    ]);
    expect(reading.categories.every((category) => category.bands.length === 23)).toBe(true);
  });

  it('keeps each label and source line once per category, and no empty date: a fraction of the records', () => {
    const records = seededTariffRecords('sw');
    const reading = readTariff(records);
    if (reading.kind !== 'usable') throw new Error(`the seeded tariff reads as ${reading.kind}`);
    expect(reading.categories.map((category) => category.source)).toEqual(Array(4).fill(records[0]?.source));
    expect(reading.categories[0]?.bands[1]).toEqual({ minimum: 1000, maximum: 1999, fee: 30 });
    // What the M-Pesa page's state carries of the tariff.
    expect(JSON.stringify(reading).length).toBeLessThan(JSON.stringify(records).length / 5);
  });

  it('takes the first source line a category gives, and the dates a band has', () => {
    const reading = readTariff([
      { ...band(0, 999, 0), source: null },
      { ...band(1000, null, 30), source: 'Tariff of 2027', effectiveDate: '2027-01-15' },
    ]);
    expect(reading).toEqual({
      kind: 'usable',
      categories: [
        {
          key: 'send-registered',
          label: 'Send',
          source: 'Tariff of 2027',
          bands: [
            { minimum: 0, maximum: 999, fee: 0 },
            { minimum: 1000, maximum: null, fee: 30, effectiveDate: '2027-01-15' },
          ],
        },
      ],
    });
  });

  it('takes the labels of the language the CMS answered in', () => {
    const reading = readTariff(seededTariffRecords('sw'));
    expect(reading.kind === 'usable' && reading.categories[3]?.label).toBe('Kutoa kwa wakala au ATM');
  });

  it('sorts bands itself rather than trusting the order of the answer', () => {
    const reading = readTariff([band(1000, null, 30), band(0, 999, 0)]);
    expect(reading.kind === 'usable' && reading.categories[0]?.bands.map((b) => b.minimum)).toEqual([
      0, 1000,
    ]);
  });

  it('keeps a category key as its label when the localised label is empty', () => {
    const reading = readTariff([{ ...band(0, null, 0), categoryLabel: null }]);
    expect(reading.kind === 'usable' && reading.categories[0]?.label).toBe('send-registered');
  });

  it('reads no records as a tariff nobody has published yet', () => {
    expect(readTariff([])).toEqual({ kind: 'unpublished' });
  });

  it.each([
    ['a gap between bands', [band(0, 999, 0), band(1001, null, 30)]],
    ['overlapping bands', [band(0, 1000, 0), band(1000, null, 30)]],
    ['the same band twice', [band(0, 999, 0), band(0, 999, 0)]],
    ['an open band that is not the last', [band(0, null, 0), band(1000, 1999, 30)]],
    ['a maximum below the minimum', [band(1000, 999, 0)]],
    ['a negative fee', [band(0, null, -5)]],
    ['a fraction of a shilling', [band(0, null, 2.5)]],
    ['a minimum sent as text', [{ ...band(0, null, 0), minimum: '0' }]],
    ['a record without category', [{ ...band(0, null, 0), category: '' }]],
    ['something that is not a record', [null]],
  ])('reports %s as malformed', (_name, records) => {
    const reading = readTariff(records);
    expect(reading.kind).toBe('malformed');
    expect(reading.kind === 'malformed' && reading.problems.length).toBeGreaterThan(0);
  });

  it('judges every category: one broken category makes the whole tariff unusable', () => {
    const records = [
      band(0, null, 0),
      band(0, 999, 0, 'withdraw-agent'),
      band(2000, null, 10, 'withdraw-agent'),
    ];
    expect(readTariff(records)).toEqual({
      kind: 'malformed',
      problems: [expect.stringContaining('withdraw-agent')],
    });
  });
});
