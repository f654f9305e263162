// @ts-check
// Schemas of single values, each answering the stored value or an error code as its message. Inputs
// are JSON values as a submission carries them: strict on purpose (no "0x10", "1e3" or " 5" read as
// numbers); the browser turns what a visitor typed into these shapes first (shared-forms:
// `fromTypedValues`).
import * as v from 'valibot';
import { hasHiddenCharacters } from './text.js';

/**
 * "+255" or "0" followed by 9 digits, as people write them ("0712 345 678", "+255-712-345-678"),
 * → "+255712345678"; null when it is not a Tanzanian number.
 * @param {string} value
 */
export function normaliseTzPhone(value) {
  const match = /^(?:\+255|0)(\d{9})$/.exec(value.replace(/[\s.-]/g, ''));
  return match ? `+255${match[1]}` : null;
}

export const phoneValue = v.pipe(
  v.string('invalid_phone'),
  v.transform(normaliseTzPhone),
  v.string('invalid_phone'),
);

// RFC 5322 dot-atom local part (at most 64 characters) and a DNS host name (at most 253) with a
// top-level domain of letters (or punycode): what mail servers deliver to. ASCII only: no markup
// (`<script>@x.com`), no lookalikes.
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const host = `(?:${label}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})`;
const atom = "[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+";
const hostName = new RegExp(`^${host}$`);
const address = new RegExp(`^(?=[^@]{1,64}@)${atom}(?:\\.${atom})*@(?=.{1,253}$)${host}$`);

/** Hidden characters make an identifier invalid rather than silently changed. */
const visible = (/** @type {string} */ code) =>
  v.check((/** @type {string} */ text) => !hasHiddenCharacters(text), code);

/** @param {number} max */
export const emailValue = (max) =>
  v.pipe(
    v.string('invalid_email'),
    v.trim(),
    visible('invalid_email'),
    v.maxLength(max, 'too_long'),
    v.regex(address, 'invalid_email'),
    v.toLowerCase(),
  );

/** An http(s) address of a public host name, without credentials, kept as typed. */
function isPublicWebAddress(/** @type {string} */ text) {
  if (/\s|\\/.test(text) || !/^https?:\/\/[^/]/i.test(text)) return false;
  try {
    const url = new URL(text);
    return hostName.test(url.hostname) && !url.username && !url.password;
  } catch {
    return false;
  }
}

/** @param {number} max */
export const webAddressValue = (max) =>
  v.pipe(
    v.string('invalid_url'),
    v.trim(),
    v.maxLength(max, 'too_long'),
    visible('invalid_url'),
    v.check(isPublicWebAddress, 'invalid_url'),
  );

const decimal = /^-?\d{1,16}(?:\.\d{1,16})?$/;

/**
 * A whole number from a JSON number or a plain decimal string ("12"); decimals are refused with
 * their own code, never rounded.
 * @param {number} min
 * @param {number} max
 */
export const wholeNumberValue = (min, max) =>
  v.pipe(
    v.union([v.number(), v.pipe(v.string(), v.regex(decimal, 'invalid_number'))], 'invalid_number'),
    v.transform(Number),
    v.finite('invalid_number'),
    v.integer('not_whole_number'),
    v.minValue(min, 'invalid_number'),
    v.maxValue(max, 'invalid_number'),
    v.transform((n) => n + 0), // no -0
  );

/** A real calendar date, not 30 February. @param {string} text */
function isRealDate(text) {
  const [year = 0, month = 0, day = 0] = text.split('-').map(Number);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A real calendar date `YYYY-MM-DD` within [min, max]. @param {string} min @param {string} max */
export const dateValue = (min, max) =>
  v.pipe(
    v.string('invalid_date'),
    v.isoDate('invalid_date'),
    v.check((text) => isRealDate(text) && text >= min && text <= max, 'invalid_date'),
  );

/**
 * Distinct values of the list, in the order given; anything else is one `invalid_choice` for the
 * whole list (a checkbox group shows one message).
 * @template {string} T
 * @param {readonly T[]} values
 */
export function choicesValue(values) {
  const distinct = /** @type {v.GenericSchema<unknown, T[]>} */ (
    v.custom(
      (items) =>
        Array.isArray(items) &&
        items.every((item) => values.includes(item)) &&
        new Set(items).size === items.length,
      'invalid_choice',
    )
  );
  return v.pipe(
    distinct,
    v.transform((items) => [...items]),
  );
}
