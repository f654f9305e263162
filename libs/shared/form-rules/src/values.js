// @ts-check
// Checks of single values, each → the stored value, or an error code. Inputs are JSON values as a
// submission carries them: strict on purpose (no "0x10", "1e3" or " 5" read as numbers); the browser
// turns what a visitor typed into these shapes first (shared-forms: `fromTypedValues`).
import { hasHiddenCharacters } from './text.js';

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */
/** @template T @typedef {{ value: T } | { code: ErrorCode }} Checked */

/**
 * "+255" or "0" followed by 9 digits, as people write them ("0712 345 678", "+255-712-345-678"),
 * → "+255712345678"; null when it is not a Tanzanian number.
 * @param {string} value
 */
export function normaliseTzPhone(value) {
  const match = /^(?:\+255|0)(\d{9})$/.exec(value.replace(/[\s.-]/g, ''));
  return match ? `+255${match[1]}` : null;
}

/**
 * @param {unknown} raw
 * @returns {Checked<string>}
 */
export function checkPhone(raw) {
  const phone = typeof raw === 'string' ? normaliseTzPhone(raw) : null;
  return phone ? { value: phone } : { code: 'invalid_phone' };
}

// RFC 5322 dot-atom local part and a DNS host name with a top-level domain of letters (or punycode):
// what mail servers deliver to. ASCII only: no markup (`<script>@x.com`), no lookalikes, no hidden
// characters.
const localPart = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const label = '[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?';
const hostName = new RegExp(`^(?:${label}\\.)+(?:[A-Za-z]{2,63}|xn--[A-Za-z0-9-]{1,59})$`);

/**
 * @param {unknown} raw
 * @param {number} max
 * @returns {Checked<string>}
 */
export function checkEmail(raw, max) {
  if (typeof raw !== 'string' || hasHiddenCharacters(raw.trim())) return { code: 'invalid_email' };
  const address = raw.trim();
  if (address.length > max) return { code: 'too_long' };
  const at = address.lastIndexOf('@');
  const local = address.slice(0, at);
  const host = address.slice(at + 1);
  const valid =
    at > 0 && local.length <= 64 && host.length <= 253 && localPart.test(local) && hostName.test(host);
  return valid ? { value: address.toLowerCase() } : { code: 'invalid_email' };
}

/**
 * @param {unknown} raw
 * @param {number} max
 * @returns {Checked<string>}
 */
export function checkWebAddress(raw, max) {
  if (typeof raw !== 'string') return { code: 'invalid_url' };
  const address = raw.trim();
  if (address.length > max) return { code: 'too_long' };
  if (hasHiddenCharacters(address) || /\s|\\/.test(address) || !/^https?:\/\/[^/]/i.test(address))
    return { code: 'invalid_url' };
  let url;
  try {
    url = new URL(address);
  } catch {
    return { code: 'invalid_url' };
  }
  const publicHost = hostName.test(url.hostname) && !url.username && !url.password;
  return publicHost ? { value: address } : { code: 'invalid_url' };
}

const integerText = /^-?\d{1,16}$/;
const decimalText = /^-?\d{1,16}\.\d{1,16}$/;

/**
 * A whole number from a JSON number or a plain decimal string ("12"); decimals are refused with
 * their own code, never rounded.
 * @param {unknown} raw
 * @param {{ min: number, max: number }} bounds
 * @returns {Checked<number>}
 */
export function checkWholeNumber(raw, { min, max }) {
  const n =
    typeof raw === 'number'
      ? raw
      : typeof raw === 'string' && (integerText.test(raw) || decimalText.test(raw))
        ? Number(raw)
        : Number.NaN;
  if (!Number.isFinite(n)) return { code: 'invalid_number' };
  if (!Number.isInteger(n)) return { code: 'not_whole_number' };
  if (n < min || n > max) return { code: 'invalid_number' };
  return { value: n === 0 ? 0 : n }; // no -0
}

/**
 * A real calendar date `YYYY-MM-DD` within [min, max].
 * @param {unknown} raw
 * @param {{ min: string, max: string }} bounds
 * @returns {Checked<string>}
 */
export function checkDate(raw, { min, max }) {
  const match = typeof raw === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(raw) : null;
  if (!match) return { code: 'invalid_date' };
  const [text, year, month, day] = match;
  const parsed = new Date(Date.UTC(Number(year), Number(month) - 1, Number(day)));
  const real =
    parsed.getUTCFullYear() === Number(year) &&
    parsed.getUTCMonth() === Number(month) - 1 &&
    parsed.getUTCDate() === Number(day);
  return real && text >= min && text <= max ? { value: text } : { code: 'invalid_date' };
}

/**
 * @param {unknown} raw
 * @param {readonly string[]} values
 * @returns {Checked<string>}
 */
export function checkChoice(raw, values) {
  return typeof raw === 'string' && values.includes(raw) ? { value: raw } : { code: 'invalid_choice' };
}

/**
 * Distinct values of the list, in the order given.
 * @param {unknown} raw
 * @param {readonly string[]} values
 * @returns {Checked<string[]>}
 */
export function checkChoices(raw, values) {
  const valid =
    Array.isArray(raw) &&
    raw.length <= values.length &&
    raw.every((item) => typeof item === 'string' && values.includes(item)) &&
    new Set(raw).size === raw.length;
  return valid ? { value: /** @type {string[]} */ ([...raw]) } : { code: 'invalid_choice' };
}
