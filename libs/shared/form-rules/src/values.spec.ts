import * as v from 'valibot';
import {
  choicesValue,
  dateValue,
  emailValue,
  normaliseTzPhone,
  webAddressValue,
  wholeNumberValue,
} from './values.js';

/** A value through its schema → the stored value, or the code of its first problem. */
function check(schema: v.GenericSchema, raw: unknown) {
  const result = v.safeParse(schema, raw);
  return result.success ? { value: result.output } : { code: result.issues[0].message };
}
const checkEmail = (raw: unknown, max: number) => check(emailValue(max), raw);
const checkWebAddress = (raw: unknown, max: number) => check(webAddressValue(max), raw);
const checkWholeNumber = (raw: unknown, { min, max }: { min: number; max: number }) =>
  check(wholeNumberValue(min, max), raw);
const checkDate = (raw: unknown, { min, max }: { min: string; max: string }) =>
  check(dateValue(min, max), raw);
const checkChoices = (raw: unknown, values: string[]) => check(choicesValue(values), raw);

describe('normaliseTzPhone', () => {
  it.each([
    ['0712345678', '+255712345678'],
    ['+255712345678', '+255712345678'],
    ['0712 345 678', '+255712345678'],
    ['+255-754-123-456', '+255754123456'],
    ['0654.123.456', '+255654123456'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normaliseTzPhone(input)).toBe(expected);
  });

  it.each(['712345678', '07123456789', '071234567', '255712345678', '+254712345678', '+2557123456a8', ''])(
    'refuses %s',
    (input) => {
      expect(normaliseTzPhone(input)).toBeNull();
    },
  );
});

describe('checkEmail', () => {
  it('accepts real addresses and lower-cases them', () => {
    expect(checkEmail(' Asha.M+news@Example.CO.TZ ', 254)).toEqual({ value: 'asha.m+news@example.co.tz' });
    expect(checkEmail("o'brien@xn--mller-kva.example", 254)).toEqual({
      value: "o'brien@xn--mller-kva.example",
    });
  });

  it.each([
    'asha',
    'asha@',
    '@example.com',
    'asha@example',
    'asha @example.com',
    'asha@example.c',
    '<script>@x.com',
    'asha\u200b@example.com',
    'asha@exa\u202emple.com',
    'a..b@example.com',
    '.a@example.com',
    'a@-example.com',
    'a@example..com',
    'asha@127.0.0.1',
    'ásha@example.com',
    `${'a'.repeat(65)}@example.com`,
  ])('refuses %j', (value) => {
    expect(checkEmail(value, 254)).toEqual({ code: 'invalid_email' });
  });

  it('says too long above the limit', () => {
    expect(checkEmail(`${'a'.repeat(60)}@${'b'.repeat(200)}.com`, 254)).toEqual({ code: 'too_long' });
  });
});

describe('checkWholeNumber', () => {
  const bounds = { min: 0, max: 1_000_000_000_000 };

  it('reads JSON numbers and plain digit strings', () => {
    expect(checkWholeNumber(150_000_000, bounds)).toEqual({ value: 150_000_000 });
    expect(checkWholeNumber('42', bounds)).toEqual({ value: 42 });
    expect(checkWholeNumber(-0, bounds)).toEqual({ value: 0 });
  });

  it('refuses fractions with their own code instead of rounding', () => {
    expect(checkWholeNumber(0.001, bounds)).toEqual({ code: 'not_whole_number' });
    expect(checkWholeNumber('2.5', bounds)).toEqual({ code: 'not_whole_number' });
  });

  it.each(['0x10', '1e3', ' 5', '5 ', '+5', '1,000', 'Infinity', Infinity, Number.NaN, true, [5], {}])(
    'refuses %j',
    (value) => {
      expect(checkWholeNumber(value, bounds)).toEqual({ code: 'invalid_number' });
    },
  );

  it('keeps to its bounds', () => {
    expect(checkWholeNumber(-1, bounds)).toEqual({ code: 'invalid_number' });
    expect(checkWholeNumber(1e13, bounds)).toEqual({ code: 'invalid_number' });
    expect(checkWholeNumber(JSON.parse('1e999'), bounds)).toEqual({ code: 'invalid_number' });
  });
});

describe('checkDate', () => {
  const bounds = { min: '1900-01-01', max: '2100-12-31' };

  it('accepts real dates within bounds', () => {
    expect(checkDate('2028-02-29', bounds)).toEqual({ value: '2028-02-29' });
  });

  it.each([
    '0000-01-01',
    '2027-02-29',
    '2026-13-01',
    '2026-04-31',
    '1899-12-31',
    '2101-01-01',
    '1/7/2026',
    ' 2026-07-01',
    '2026-07-01T00:00',
    20260701,
  ])('refuses %j', (value) => {
    expect(checkDate(value, bounds)).toEqual({ code: 'invalid_date' });
  });
});

describe('checkWebAddress', () => {
  it('accepts http(s) addresses of public hosts as typed', () => {
    expect(checkWebAddress('https://mwanga.example.org', 200)).toEqual({
      value: 'https://mwanga.example.org',
    });
    expect(checkWebAddress('HTTP://Example.org/a?b=c', 200)).toEqual({ value: 'HTTP://Example.org/a?b=c' });
  });

  it.each([
    'example.org',
    'javascript:alert(1)',
    'https://user:secret@example.org',
    'https://localhost',
    'https://192.168.1.1/admin',
    'https://exa mple.org',
    'https://example.org\u202e',
    'https:\\\\example.org',
    'ftp://example.org',
  ])('refuses %j', (value) => {
    expect(checkWebAddress(value, 200)).toEqual({ code: 'invalid_url' });
  });

  it('says too long above the limit', () => {
    expect(checkWebAddress(`https://example.org/${'a'.repeat(200)}`, 200)).toEqual({ code: 'too_long' });
  });
});

describe('checkChoices', () => {
  const values = ['cloud', 'iot'];

  it('accepts distinct listed values', () => {
    expect(checkChoices(['iot', 'cloud'], values)).toEqual({ value: ['iot', 'cloud'] });
  });

  it.each([[['cloud', 'cloud']], [['=1+1']], ['cloud'], [[1]], [['toString']]])('refuses %j', (value) => {
    expect(checkChoices(value, values)).toEqual({ code: 'invalid_choice' });
  });
});
