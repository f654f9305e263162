import { type Fields, type FormRules, type Path, type Submission, validate } from '@site/form-rules';
import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * A number as typed into a text box: trimmed, with the thousands separators phones show ("1,500,000")
 * removed. Anything that is not then a plain decimal stays as typed, for the rules to refuse.
 */
export function readTypedNumber(text: string): number | string {
  const compact = text.trim().replace(/,/g, '');
  return /^-?\d{1,16}(\.\d{1,16})?$/.test(compact) ? Number(compact) : text;
}

/**
 * Form values (every box holds text) → the submission the rules read: typed numbers become numbers.
 * Everything else is passed as it is: the rules clean text themselves, and the CMS gets the same.
 */
export function fromTypedValues(fields: Fields, values: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...values };
  for (const [name, rule] of Object.entries(fields)) {
    const value = Object.hasOwn(values, name) ? values[name] : undefined;
    if (rule.kind === 'whole' && typeof value === 'string') out[name] = readTypedNumber(value);
    if (rule.kind === 'list' && Array.isArray(value))
      out[name] = value.map((item: unknown) => (isRecord(item) ? fromTypedValues(rule.of, item) : item));
  }
  return out;
}

/** react-hook-form keeps a whole list's own error at `<list>.root`, beside its items' errors. */
function errorPath(fields: Fields, path: Path): Path {
  const [head, index, ...rest] = path;
  const rule = typeof head === 'string' && Object.hasOwn(fields, head) ? fields[head] : undefined;
  if (rule?.kind !== 'list') return path;
  if (index === undefined) return [head as string, 'root'];
  return [head as string, index, ...(rest.length > 0 ? errorPath(rule.of, rest) : [])];
}

/** Sets an error at a path, as own properties only (a field named `__proto__` is data, not a prototype). */
function setError(errors: Record<string, unknown>, path: Path, code: string) {
  let node: Record<string | number, unknown> = errors;
  path.forEach((key, depth) => {
    const value =
      depth === path.length - 1
        ? { type: code, message: code }
        : Object.hasOwn(node, key)
          ? node[key]
          : typeof path[depth + 1] === 'number'
            ? []
            : {};
    Object.defineProperty(node, key, { value, enumerable: true, writable: true, configurable: true });
    node = value as Record<string | number, unknown>;
  });
}

/**
 * A react-hook-form resolver for a form's shared rules (`@site/form-rules`): the same checks the CMS
 * runs on the submission. Errors carry the code as `message`; the values it resolves are the
 * cleaned, normalised submission (blank optional answers and fields not asked left out).
 */
export function rulesResolver<TIn extends FieldValues>(rules: FormRules): Resolver<TIn, unknown, Submission> {
  return (values) => {
    const result = validate(rules, fromTypedValues(rules.fields, values));
    if (result.ok) return { values: result.value, errors: {} };
    const errors: Record<string, unknown> = {};
    for (const { path, code } of result.errors) setError(errors, errorPath(rules.fields, path), code);
    return { values: {}, errors: errors as FieldErrors<TIn> };
  };
}
