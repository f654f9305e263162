// @ts-check
import * as v from 'valibot';
import { isErrorCode } from './codes.js';

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */
/** @typedef {(string | number)[]} Path */
/** @typedef {{ path: Path, code: ErrorCode }} FormError */
/** @typedef {{ [name: string]: unknown }} Submission */
/** @template [T=Submission] @typedef {{ ok: true, value: T } | { ok: false, errors: FormError[] }} Validation */

/** Enough to show every field of the largest form; a hostile body with thousands of keys gets no more. */
export const maxErrors = 50;

/**
 * Checks a submission against a form's schema. → `{ ok: true, value }` with known fields only,
 * cleaned and normalised (blank optional answers left out, fields not asked dropped), or
 * `{ ok: false, errors }`: the first problem of each field, at most `maxErrors`. Every message is one
 * of the error codes: a text of the library (none is expected) reads as `invalid_value`.
 * @template {{ schema: v.GenericSchema }} F
 * @param {F} form
 * @param {unknown} input
 * @returns {Validation<v.InferOutput<F['schema']>>}
 */
export function validate(form, input) {
  const result = v.safeParse(form.schema, input);
  if (result.success) return { ok: true, value: result.output };
  /** @type {Map<string, FormError>} */
  const errors = new Map();
  for (const issue of result.issues) {
    const path = (issue.path ?? []).map((item) => /** @type {string | number} */ (item.key));
    const at = JSON.stringify(path);
    if (!errors.has(at))
      errors.set(at, { path, code: isErrorCode(issue.message) ? issue.message : 'invalid_value' });
    if (errors.size === maxErrors) break;
  }
  return { ok: false, errors: [...errors.values()] };
}
