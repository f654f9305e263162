// @ts-check
// The vocabulary of form fields. Each builder answers plain data (the kind and limits the CMS derives
// its columns from: apps/cms/model/form-schema.js) and the field's valibot `schema`, made from the
// same limits, so a limit is written once.
import * as v from 'valibot';
import { group } from './group.js';
import { cleanText } from './text.js';
import {
  choicesValue,
  dateValue,
  emailValue,
  phoneValue,
  webAddressValue,
  wholeNumberValue,
} from './values.js';

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */
/**
 * A field asked only when another field has one value ("influencer name" when "where heard" is
 * "influencer"); otherwise it is ignored, whatever it holds.
 * @typedef {{ field: string, is: string }} When
 */
/** @typedef {{ required?: boolean, when?: When }} Presence */
/**
 * @typedef {Presence & { schema: v.GenericSchema<unknown, unknown> } & (
 *   | { kind: 'text', max: number, multiline: boolean }
 *   | { kind: 'email' | 'phone' | 'url', max: number }
 *   | { kind: 'whole', min: number, max: number, big: boolean }
 *   | { kind: 'date', min: string, max: string }
 *   | { kind: 'choice' | 'choices', values: readonly string[] }
 *   | { kind: 'consent' }
 *   | { kind: 'list', of: Fields, min: number, max: number, tooFew: ErrorCode })} Rule
 */
/** @typedef {{ readonly [name: string]: Rule }} Fields */
/** @typedef {{ fields: Fields, schema: v.GenericSchema<unknown, { [name: string]: unknown }> }} FormRules */

/** @type {{ required: true }} */
export const required = { required: true };

/** The languages a submission may arrive in (stored as `language`). */
export const locales = /** @type {const} */ (['en', 'sw']);

/**
 * A field asked only when `field` is `is`, and then required.
 * @param {string} field
 * @param {string} is
 * @returns {Presence}
 */
export const requiredWhen = (field, is) => ({ required: true, when: { field, is } });

/** @param {unknown} raw */
const blank = (raw) => (raw === null || (typeof raw === 'string' && raw.trim() === '') ? undefined : raw);

/**
 * A field: its kind, its data and its schema. A blank answer (absent, null, white space) is no
 * answer: left out, or `missing` when required; `clean` runs first (text is cleaned, then judged).
 * @template {string} K
 * @template {Presence} D
 * @template T
 * @param {K} kind
 * @param {D} data
 * @param {v.GenericSchema<unknown, T>} value
 * @param {{ missing?: ErrorCode, clean?: (raw: unknown) => unknown }} [options]
 */
function field(kind, data, value, { missing = 'required', clean = (raw) => raw } = {}) {
  const answer = v.transform((/** @type {unknown} */ raw) => /** @type {unknown} */ (blank(clean(raw))));
  const check = data.required ? v.nonOptional(value, missing) : v.optional(value);
  const schema = v.pipe(v.unknown(), answer, check);
  // Asked only for another answer: undefined when not asked (group.js), so skipped.
  return {
    kind,
    ...data,
    schema: /** @type {v.GenericSchema<unknown, T>} */ (data.when ? v.optional(schema) : schema),
  };
}

/** @param {number} max @param {boolean} multiline @param {Presence} presence */
const textField = (max, multiline, presence) =>
  field(
    'text',
    { max, multiline, ...presence },
    v.pipe(v.string('invalid_value'), v.maxLength(max, 'too_long')),
    {
      clean: (raw) => (typeof raw === 'string' ? cleanText(raw, { multiline }) : raw),
    },
  );

/** One line of text, at most `max` characters once cleaned. @param {number} max @param {Presence} [presence] */
export const text = (max, presence = {}) => textField(max, false, presence);

/** Text with line breaks (a text area). @param {number} max @param {Presence} [presence] */
export const longText = (max, presence = {}) => textField(max, true, presence);

/** @param {Presence} [presence] */
export const email = (presence = {}) => field('email', { max: 254, ...presence }, emailValue(254));

/** A Tanzanian number, stored as `+255XXXXXXXXX` (13 characters). @param {Presence} [presence] */
export const phone = (presence = {}) => field('phone', { max: 13, ...presence }, phoneValue);

/** @param {number} min @param {number} max @param {Presence} [presence] */
export const wholeNumber = (min, max, presence = {}) =>
  field('whole', { min, max, big: false, ...presence }, wholeNumberValue(min, max));

/**
 * Whole Tanzanian shillings (no minor unit in use), 0 to `max`: `big`, past a 32-bit column.
 * @param {number} max @param {Presence} [presence]
 */
export const shillings = (max, presence = {}) =>
  field('whole', { min: 0, max, big: true, ...presence }, wholeNumberValue(0, max));

/** `YYYY-MM-DD` between `min` and `max`. @param {{ min: string, max: string }} bounds @param {Presence} [presence] */
export const date = ({ min, max }, presence = {}) =>
  field('date', { min, max, ...presence }, dateValue(min, max));

/** An http(s) address of a public host. @param {number} max @param {Presence} [presence] */
export const webAddress = (max, presence = {}) => field('url', { max, ...presence }, webAddressValue(max));

/** One of `values` (a select or radio group). @template {string} T @param {readonly T[]} values @param {Presence} [presence] */
export const choice = (values, presence = {}) =>
  field('choice', { values, ...presence }, v.picklist(values, 'invalid_choice'));

/** Distinct `values` (checkboxes); none is not answered. @template {string} T @param {readonly T[]} values */
export const choices = (values) =>
  field('choices', { values, required: false }, choicesValue(values), {
    clean: (raw) => (Array.isArray(raw) && raw.length === 0 ? undefined : raw),
  });

/** A box that must be ticked. */
export const consent = () =>
  field('consent', required, v.literal(true, 'consent_required'), { missing: 'consent_required' });

/**
 * A repeated group of fields (budget lines, applicants): `min` to `max` items, checked once their
 * number is right; fewer answer `tooFew`.
 * @template {Fields} F @param {F} of @param {{ min: number, max: number, tooFew: ErrorCode }} size
 */
export const list = (of, { min, max, tooFew }) =>
  field(
    'list',
    { of, min, max, tooFew, required: min > 0 },
    v.pipe(
      v.array(v.unknown(), 'invalid_value'),
      v.minLength(min, tooFew),
      v.maxLength(max, 'too_long'),
      v.array(group(of)),
    ),
    { missing: tooFew },
  );

/**
 * A form: its fields in the order the visitor meets them, plus the visitor's language, and the
 * schema of the whole submission.
 * @template {Fields} F
 * @param {F} fields
 */
export function defineForm(fields) {
  const all = { ...fields, locale: choice(locales) };
  return { fields: all, schema: group(all) };
}
