// @ts-check
// The vocabulary of form fields. Each builder returns plain data: the validator reads it, and the CMS
// derives its columns from it (apps/cms/model/form-schema.js), so a limit is written once.

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */

/**
 * A field asked only when another field has one value ("influencer name" when "where heard" is
 * "influencer"); otherwise it is ignored, whatever it holds.
 * @typedef {{ field: string, is: string }} When
 */
/** @typedef {{ required?: boolean, when?: When }} Presence */

/** @typedef {Presence & { kind: 'text', max: number, multiline: boolean }} TextRule */
/** @typedef {Presence & { kind: 'email', max: number }} EmailRule */
/** @typedef {Presence & { kind: 'phone', max: number }} PhoneRule */
/** `big`: a money amount in whole shillings, beyond what a 32-bit column holds. */
/** @typedef {Presence & { kind: 'whole', min: number, max: number, big: boolean }} WholeRule */
/** @typedef {Presence & { kind: 'date', min: string, max: string }} DateRule */
/** @typedef {Presence & { kind: 'url', max: number }} UrlRule */
/** @typedef {Presence & { kind: 'choice', values: readonly string[] }} ChoiceRule */
/** @typedef {Presence & { kind: 'choices', values: readonly string[] }} ChoicesRule */
/** @typedef {{ kind: 'consent', required: true }} ConsentRule */
/**
 * @typedef {{ kind: 'list', of: Fields, min: number, max: number, tooFew: ErrorCode, required: boolean }} ListRule
 */
/**
 * @typedef {TextRule | EmailRule | PhoneRule | WholeRule | DateRule | UrlRule | ChoiceRule | ChoicesRule
 *   | ConsentRule | ListRule} Rule
 */
/** @typedef {{ readonly [name: string]: Rule }} Fields */
/** @typedef {{ fields: Fields }} FormRules */

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

/**
 * One line of text, at most `max` characters once cleaned.
 * @param {number} max
 * @param {Presence} [presence]
 * @returns {TextRule}
 */
export const text = (max, presence = {}) => ({ kind: 'text', max, multiline: false, ...presence });

/**
 * Text with line breaks (a text area).
 * @param {number} max
 * @param {Presence} [presence]
 * @returns {TextRule}
 */
export const longText = (max, presence = {}) => ({ kind: 'text', max, multiline: true, ...presence });

/**
 * @param {Presence} [presence]
 * @returns {EmailRule}
 */
export const email = (presence = {}) => ({ kind: 'email', max: 254, ...presence });

/**
 * A Tanzanian number, stored as `+255XXXXXXXXX` (13 characters).
 * @param {Presence} [presence]
 * @returns {PhoneRule}
 */
export const phone = (presence = {}) => ({ kind: 'phone', max: 13, ...presence });

/**
 * @param {number} min
 * @param {number} max
 * @param {Presence} [presence]
 * @returns {WholeRule}
 */
export const wholeNumber = (min, max, presence = {}) => ({
  kind: 'whole',
  min,
  max,
  big: false,
  ...presence,
});

/**
 * An amount in whole Tanzanian shillings (TSh has no minor unit in use): 0 to `max`.
 * @param {number} max
 * @param {Presence} [presence]
 * @returns {WholeRule}
 */
export const shillings = (max, presence = {}) => ({ kind: 'whole', min: 0, max, big: true, ...presence });

/**
 * A calendar date `YYYY-MM-DD` between `min` and `max` (same format).
 * @param {{ min: string, max: string }} bounds
 * @param {Presence} [presence]
 * @returns {DateRule}
 */
export const date = ({ min, max }, presence = {}) => ({ kind: 'date', min, max, ...presence });

/**
 * An http(s) address of a public host.
 * @param {number} max
 * @param {Presence} [presence]
 * @returns {UrlRule}
 */
export const webAddress = (max, presence = {}) => ({ kind: 'url', max, ...presence });

/**
 * One of `values` (what a select or radio group sends).
 * @param {readonly string[]} values
 * @param {Presence} [presence]
 * @returns {ChoiceRule}
 */
export const choice = (values, presence = {}) => ({ kind: 'choice', values, ...presence });

/**
 * Any number of distinct `values` (a group of checkboxes); none is the same as not answered.
 * @param {readonly string[]} values
 * @returns {ChoicesRule}
 */
export const choices = (values) => ({ kind: 'choices', values });

/** A box that must be ticked. @returns {ConsentRule} */
export const consent = () => ({ kind: 'consent', required: true });

/**
 * A repeated group of fields (budget lines, applicants): `min` to `max` items; fewer answer `tooFew`.
 * @param {Fields} of
 * @param {{ min: number, max: number, tooFew: ErrorCode }} size
 * @returns {ListRule}
 */
export const list = (of, { min, max, tooFew }) => ({ kind: 'list', of, min, max, tooFew, required: min > 0 });

/**
 * A form: its fields in the order the visitor meets them, plus the visitor's language.
 * @template {Fields} F
 * @param {F} fields
 * @returns {{ fields: F & { locale: ChoiceRule } }}
 */
export const defineForm = (fields) => ({ fields: { ...fields, locale: choice(locales) } });
