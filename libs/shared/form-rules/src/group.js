// @ts-check
// A group of fields (a form, or one item of a list) as one schema: own properties only, every
// unknown key named, fields asked only for another answer dropped when not asked.
import * as v from 'valibot';
import { maxErrors } from './validate.js';

/** @typedef {import('./fields.js').Fields} Fields */

/** @param {unknown} value @returns {value is { [key: string]: unknown }} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * What the fields' schemas read: own properties only (`constructor` or `__proto__` are data, never a
 * prototype's), each field present. A field asked only for another answer is undefined when not
 * asked (its schema then skips it, whatever it holds) and at least '' when asked (so it is required).
 * Unknown keys stay, for `unknownFields` to name.
 * @param {Fields} fields
 * @param {{ [key: string]: unknown }} raw
 */
function answers(fields, raw) {
  const out = Object.fromEntries(Object.entries(raw));
  const own = (/** @type {string} */ key) => (Object.hasOwn(raw, key) ? raw[key] : undefined);
  for (const [key, rule] of Object.entries(fields)) {
    const when = 'when' in rule ? rule.when : undefined;
    out[key] = !when ? own(key) : own(when.field) === when.is ? (own(key) ?? '') : undefined;
  }
  return out;
}

/** Each key that is not a field is `unknown_field` (looked up with `Object.hasOwn`, not `in`). @param {Fields} fields */
const unknownFields = (fields) =>
  v.rawTransform(({ dataset, addIssue }) => {
    const input = /** @type {{ [key: string]: unknown }} */ (dataset.value);
    const unknown = Object.keys(input).filter((key) => !Object.hasOwn(fields, key));
    for (const key of unknown.slice(0, maxErrors))
      addIssue({
        message: 'unknown_field',
        path: [{ type: 'object', origin: 'key', input, key, value: input[key] }],
      });
    return {};
  });

/** @param {{ [key: string]: unknown }} value */
const withoutBlanks = (value) =>
  Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined));

/**
 * @template {Fields} F
 * @param {F} fields
 * @returns {v.GenericSchema<unknown, { [K in keyof F]: v.InferOutput<F[K]['schema']> }>}
 */
export function group(fields) {
  const entries = Object.fromEntries(Object.entries(fields).map(([key, rule]) => [key, rule.schema]));
  return /** @type {any} */ (
    v.pipe(
      v.custom(isRecord, 'invalid_value'),
      v.transform((raw) => answers(fields, /** @type {{ [key: string]: unknown }} */ (raw))),
      // Both run, so unknown keys and the fields' own problems are answered together.
      v.intersect([v.pipe(v.unknown(), unknownFields(fields)), v.object(entries)]),
      v.transform(withoutBlanks),
    )
  );
}
