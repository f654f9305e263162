// @ts-check

/**
 * Machine codes of validation problems: the browser shows `shared.forms.error.<code>`, the CMS answers
 * them in `error.details.errors[].message`, so both read the same to the visitor.
 */
export const errorCodes = /** @type {const} */ ([
  'required',
  'too_long',
  'invalid_email',
  'invalid_phone',
  'invalid_number',
  'not_whole_number',
  'min_applicants',
  'invalid_choice',
  'consent_required',
  'invalid_url',
  'invalid_date',
  'invalid_value',
  'unknown_field',
]);

/** @typedef {(typeof errorCodes)[number]} ErrorCode */

/**
 * @param {unknown} value
 * @returns {value is ErrorCode}
 */
export function isErrorCode(value) {
  return typeof value === 'string' && /** @type {readonly string[]} */ (errorCodes).includes(value);
}
