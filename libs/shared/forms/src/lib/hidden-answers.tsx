import type { FormEcho } from '@site/shared-server-contract';

export type HiddenAnswersProps = {
  /** The form's answers (react-hook-form's `getValues()`). */
  values: Record<string, unknown>;
  /** The fields whose answers go along unseen: the other steps' of a form of several steps. */
  names: readonly string[];
};

type Answer = FormEcho['values'][string];

/** Hidden inputs of one answer, named as the field posts it (a list item's `applicants.0.fullName`). */
function hiddenInputs(name: string, value: Answer): [string, string][] {
  if (typeof value === 'string') return [[name, value]];
  if (value === true) return [[name, 'on']];
  if (!Array.isArray(value)) return [];
  return value.flatMap((item: string | Record<string, string>, index) =>
    typeof item === 'string'
      ? [[name, item]]
      : Object.entries(item).map(([leaf, text]): [string, string] => [
          `${name}.${index}.${leaf}`,
          String(text),
        ]),
  );
}

/**
 * The answers of the steps not on screen, posted with the step's own when a form of several steps goes
 * through the server without JavaScript (ADR 0031): the server keeps nothing between posts.
 */
export function HiddenAnswers({ values, names }: HiddenAnswersProps) {
  return (
    <>
      {names.flatMap((name) =>
        hiddenInputs(name, values[name] as Answer).map(([field, value], index) => (
          <input key={`${field}:${index}`} type="hidden" name={field} value={value} />
        )),
      )}
    </>
  );
}
