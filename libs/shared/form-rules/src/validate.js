// @ts-check
import { cleanText } from './text.js';
import {
  checkChoice,
  checkChoices,
  checkDate,
  checkEmail,
  checkPhone,
  checkWebAddress,
  checkWholeNumber,
} from './values.js';

/** @typedef {import('./codes.js').ErrorCode} ErrorCode */
/** @typedef {import('./fields.js').Rule} Rule */
/** @typedef {import('./fields.js').Fields} Fields */
/** @typedef {import('./fields.js').FormRules} FormRules */
/** @typedef {(string | number)[]} Path */
/** @typedef {{ path: Path, code: ErrorCode }} FormError */
/** @typedef {{ [name: string]: unknown }} Submission */
/** @typedef {{ ok: true, value: Submission } | { ok: false, errors: FormError[] }} Validation */

/** Enough to show every field of the largest form; a hostile body with thousands of keys gets no more. */
export const maxErrors = 50;

const blank = Symbol('blank');

/** @param {unknown} value @returns {value is { [key: string]: unknown }} */
const isRecord = (value) => typeof value === 'object' && value !== null && !Array.isArray(value);

/** An own property only: nothing is read through a prototype. @param {{ [key: string]: unknown }} record @param {string} key */
const own = (record, key) => (Object.hasOwn(record, key) ? record[key] : undefined);

/**
 * Checks a submission against a form's rules. → `{ ok: true, value }` with known fields only,
 * cleaned and normalised (blank optional answers left out, fields not asked dropped), or
 * `{ ok: false, errors }`: each `{ path, code }`, in field order, at most `maxErrors`.
 * @param {FormRules} form
 * @param {unknown} input
 * @returns {Validation}
 */
export function validate(form, input) {
  /** @type {FormError[]} */
  const errors = [];
  /** @param {Path} path @param {ErrorCode} code */
  const fail = (path, code) => {
    if (errors.length < maxErrors) errors.push({ path, code });
  };
  const full = () => errors.length >= maxErrors;

  /**
   * @param {Fields} fields
   * @param {unknown} raw
   * @param {Path} path
   * @returns {Submission}
   */
  function checkGroup(fields, raw, path) {
    /** @type {Submission} */
    const out = {};
    if (!isRecord(raw)) {
      fail(path, 'invalid_value');
      return out;
    }
    for (const key of Object.keys(raw)) {
      if (full()) return out;
      // Object.hasOwn: `constructor`, `toString` or `__proto__` are unknown fields, not rules.
      if (!Object.hasOwn(fields, key)) fail([...path, key], 'unknown_field');
    }
    for (const [key, rule] of Object.entries(fields)) {
      if (full()) return out;
      const when = 'when' in rule ? rule.when : undefined;
      if (when && own(raw, when.field) !== when.is) continue;
      const value = checkField(rule, own(raw, key), [...path, key]);
      if (value !== blank) out[key] = value;
    }
    return out;
  }

  /**
   * @param {Rule} rule
   * @param {unknown} raw
   * @param {Path} path
   * @returns {unknown}
   */
  function checkField(rule, raw, path) {
    const checked = raw === undefined || raw === null ? { value: blank } : checkValue(rule, raw, path);
    if ('code' in checked) {
      fail(path, checked.code);
      return blank;
    }
    if (checked.value === blank && rule.required)
      fail(
        path,
        rule.kind === 'list' ? rule.tooFew : rule.kind === 'consent' ? 'consent_required' : 'required',
      );
    return checked.value;
  }

  /**
   * @param {Rule} rule
   * @param {unknown} raw
   * @param {Path} path
   * @returns {{ value: unknown } | { code: ErrorCode }}
   */
  function checkValue(rule, raw, path) {
    if (typeof raw === 'string' && raw.trim() === '' && rule.kind !== 'text') return { value: blank };
    switch (rule.kind) {
      case 'text': {
        if (typeof raw !== 'string') return { code: 'invalid_value' };
        const text = cleanText(raw, { multiline: rule.multiline });
        if (text === '') return { value: blank };
        return text.length > rule.max ? { code: 'too_long' } : { value: text };
      }
      case 'email':
        return checkEmail(raw, rule.max);
      case 'phone':
        return checkPhone(raw);
      case 'whole':
        return checkWholeNumber(raw, rule);
      case 'date':
        return checkDate(raw, rule);
      case 'url':
        return checkWebAddress(raw, rule.max);
      case 'choice':
        return checkChoice(raw, rule.values);
      case 'choices': {
        const checked = checkChoices(raw, rule.values);
        return 'value' in checked && checked.value.length === 0 ? { value: blank } : checked;
      }
      case 'consent':
        return raw === true ? { value: true } : { code: 'consent_required' };
      case 'list': {
        if (!Array.isArray(raw)) return { code: 'invalid_value' };
        if (raw.length < rule.min) return { code: rule.tooFew };
        if (raw.length > rule.max) return { code: 'too_long' };
        return { value: raw.map((item, index) => checkGroup(rule.of, item, [...path, index])) };
      }
    }
  }

  const value = checkGroup(form.fields, input, []);
  return errors.length === 0 ? { ok: true, value } : { ok: false, errors };
}
