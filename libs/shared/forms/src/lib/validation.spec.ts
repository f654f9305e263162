import { z } from 'zod';
import {
  choice,
  consent,
  emailField,
  nonNegativeNumber,
  normaliseTzPhone,
  optionalDate,
  optionalText,
  optionalTzPhone,
  optionalUrl,
  optionalWholeNumber,
  requiredText,
  tzPhone,
  wholeNumber,
} from './validation';

/** The first issue's message (our error code), or null when the value is accepted. */
function codeOf(schema: z.ZodType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? 'unknown');
}

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

describe('tzPhone and optionalTzPhone', () => {
  it('returns the normalised number', () => {
    expect(tzPhone().parse(' 0712 345 678 ')).toBe('+255712345678');
    expect(optionalTzPhone().parse('0712345678')).toBe('+255712345678');
  });

  it('needs a value unless optional', () => {
    expect(codeOf(tzPhone(), '')).toBe('required');
    expect(optionalTzPhone().parse('')).toBe('');
  });

  it('refuses a non-Tanzanian number', () => {
    expect(codeOf(tzPhone(), '+44 7700 900123')).toBe('invalid_phone');
    expect(codeOf(optionalTzPhone(), '12345')).toBe('invalid_phone');
  });
});

describe('text fields', () => {
  it('trims, requires and limits length', () => {
    expect(requiredText(5).parse('  Juma ')).toBe('Juma');
    expect(codeOf(requiredText(5), '   ')).toBe('required');
    expect(codeOf(requiredText(5), 'Mwanaisha')).toBe('too_long');
    expect(requiredText(5).parse('12345')).toBe('12345');
  });

  it('lets optional text be empty but still limits it', () => {
    expect(optionalText(3).parse('')).toBe('');
    expect(codeOf(optionalText(3), 'abcd')).toBe('too_long');
  });
});

describe('emailField', () => {
  it('accepts and lower-cases a valid address', () => {
    expect(emailField().parse(' Asha@Example.CO.TZ ')).toBe('asha@example.co.tz');
  });

  it.each(['asha', 'asha@', 'asha@example', 'asha @example.com', 'asha@example.c'])('refuses %s', (value) => {
    expect(codeOf(emailField(), value)).toBe('invalid_email');
  });

  it('requires a value and limits it to 254 characters', () => {
    expect(codeOf(emailField(), '')).toBe('required');
    expect(codeOf(emailField(), `${'a'.repeat(250)}@x.com`)).toBe('too_long');
  });
});

describe('numbers', () => {
  it('reads whole numbers within bounds', () => {
    expect(wholeNumber(1, 120).parse('12')).toBe(12);
    expect(codeOf(wholeNumber(1, 120), '0')).toBe('invalid_number');
    expect(codeOf(wholeNumber(1, 120), '1.5')).toBe('invalid_number');
    expect(codeOf(wholeNumber(1, 120), 'ten')).toBe('invalid_number');
    expect(codeOf(wholeNumber(1, 120), '')).toBe('required');
  });

  it('leaves an empty optional number undefined', () => {
    expect(optionalWholeNumber(1900, 2100).parse('')).toBeUndefined();
    expect(optionalWholeNumber(1900, 2100).parse('2015')).toBe(2015);
    expect(codeOf(optionalWholeNumber(1900, 2100), '1800')).toBe('invalid_number');
  });

  it('accepts amounts of 0 or more, with thousands separators', () => {
    expect(nonNegativeNumber().parse('0')).toBe(0);
    expect(nonNegativeNumber().parse('1,500,000')).toBe(1500000);
    expect(nonNegativeNumber().parse('2.5')).toBe(2.5);
    expect(codeOf(nonNegativeNumber(), '-1')).toBe('invalid_number');
    expect(codeOf(nonNegativeNumber(), 'abc')).toBe('invalid_number');
    expect(codeOf(nonNegativeNumber(), '')).toBe('required');
  });
});

describe('choices, links, dates and consent', () => {
  const size = choice(['small', 'large'] as const);

  it('accepts only the listed choices', () => {
    expect(size.parse('small')).toBe('small');
    expect(codeOf(size, '')).toBe('required');
    expect(codeOf(size, 'huge')).toBe('invalid_choice');
  });

  it('checks optional web addresses and dates', () => {
    expect(optionalUrl(200).parse('')).toBe('');
    expect(optionalUrl(200).parse('https://example.org')).toBe('https://example.org');
    expect(codeOf(optionalUrl(200), 'example')).toBe('invalid_url');
    expect(optionalDate().parse('2026-07-01')).toBe('2026-07-01');
    expect(codeOf(optionalDate(), '01/07/2026')).toBe('invalid_date');
  });

  it('needs consent ticked', () => {
    expect(consent().parse(true)).toBe(true);
    expect(codeOf(consent(), false)).toBe('consent_required');
  });
});
