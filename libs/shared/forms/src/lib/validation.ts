import { z } from 'zod';

// Same pattern as the CMS: something@host.tld with a two-letter or longer top-level domain.
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
const urlPattern = /^https?:\/\/[^\s]+\.[^\s]+$/i;
const datePattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * "+255" or "0" followed by 9 digits, as people write them ("0712 345 678", "+255-712-345-678"),
 * → "+255712345678"; null when it is not a Tanzanian number.
 */
export function normaliseTzPhone(value: string): string | null {
  const compact = value.replace(/[\s.-]/g, '');
  const match = /^(?:\+255|0)(\d{9})$/.exec(compact);
  return match ? `+255${match[1]}` : null;
}

/** A required short or long answer, trimmed. */
export const requiredText = (max: number) => z.string().trim().min(1, 'required').max(max, 'too_long');

/** An optional answer; empty stays '' (the CMS ignores blank optional fields). */
export const optionalText = (max: number) => z.string().trim().max(max, 'too_long');

export const emailField = () =>
  z
    .string()
    .trim()
    .min(1, 'required')
    .max(254, 'too_long')
    .regex(emailPattern, 'invalid_email')
    .transform((value) => value.toLowerCase());

const phone = (required: boolean) =>
  z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '' && !required) return '';
      if (value === '') ctx.addIssue({ code: 'custom', message: 'required' });
      else {
        const normalised = normaliseTzPhone(value);
        if (normalised) return normalised;
        ctx.addIssue({ code: 'custom', message: 'invalid_phone' });
      }
      return z.NEVER;
    });

/** A required Tanzanian phone number, normalised to +255XXXXXXXXX. */
export const tzPhone = () => phone(true);
/** An optional Tanzanian phone number: '' or +255XXXXXXXXX. */
export const optionalTzPhone = () => phone(false);

/** A whole number typed into a text box, between `min` and `max`. */
export const wholeNumber = (min: number, max: number) =>
  numberText(true, (n) => Number.isInteger(n) && n >= min && n <= max) as z.ZodType<number, string>;

/** As `wholeNumber`, but an empty box is `undefined` (not sent as a number). */
export const optionalWholeNumber = (min: number, max: number) =>
  numberText(false, (n) => Number.isInteger(n) && n >= min && n <= max) as z.ZodType<
    number | undefined,
    string
  >;

/** An amount or quantity ≥ 0 (decimals allowed), as the CMS's `number` rule. */
export const nonNegativeNumber = () =>
  numberText(true, (n) => n >= 0 && n <= 1e12) as z.ZodType<number, string>;

function numberText(required: boolean, accept: (n: number) => boolean) {
  return z
    .string()
    .trim()
    .transform((value, ctx) => {
      if (value === '') {
        if (!required) return undefined;
        ctx.addIssue({ code: 'custom', message: 'required' });
        return z.NEVER;
      }
      // Phones show "1,000" to people; a comma as thousands separator is accepted.
      const n = Number(value.replace(/,/g, ''));
      if (Number.isFinite(n) && accept(n)) return n;
      ctx.addIssue({ code: 'custom', message: 'invalid_number' });
      return z.NEVER;
    });
}

/** One of `values`; the empty placeholder choice reads as "required". */
export const choice = <const T extends readonly [string, ...string[]]>(values: T) =>
  z
    .string()
    .min(1, 'required')
    .pipe(z.enum(values, { error: () => 'invalid_choice' }));

export const optionalUrl = (max: number) =>
  z
    .string()
    .trim()
    .max(max, 'too_long')
    .refine((v) => v === '' || urlPattern.test(v), 'invalid_url');

/** `YYYY-MM-DD` from a date input, or ''. */
export const optionalDate = () =>
  z
    .string()
    .trim()
    .refine((v) => v === '' || (datePattern.test(v) && !Number.isNaN(Date.parse(v))), 'invalid_date');

/** A box that must be ticked (consent). */
export const consent = () => z.boolean().refine((v) => v, 'consent_required');
