import type { FormEcho } from '@site/shared-server-contract';
import { createContext, useContext, useMemo } from 'react';
import type { FieldError, FieldErrors, FieldValues } from 'react-hook-form';
import type { SubmissionFailure } from './submission-failure';

/**
 * A form the server sent back to a visitor without JavaScript (ADR 0031): set only by the server's
 * render of that answer, which carries no script; null everywhere else.
 */
export const FormEchoContext = createContext<FormEcho | null>(null);

/** The echo of the form at `path` (its CMS collection, `/shareholder-forms`), when this render is one. */
export function useFormEcho(path: string): FormEcho | null {
  const echo = useContext(FormEchoContext);
  return echo?.form === path ? echo : null;
}

/** The echo's error codes as react-hook-form holds errors (`applicants.1.email` nests), for `useForm`. */
export function useEchoErrors<T extends FieldValues>(echo: FormEcho | null): FieldErrors<T> | undefined {
  return useMemo(() => {
    if (!echo || echo.errors.length === 0) return undefined;
    const errors: Record<string | number, unknown> = {};
    for (const { path, code } of echo.errors) {
      if (path.length === 0) continue;
      let at = errors;
      for (const key of path.slice(0, -1)) at = (at[key] ??= {}) as Record<string | number, unknown>;
      const last = path[path.length - 1] as string | number;
      at[last] ??= { type: 'server', message: code } satisfies FieldError;
    }
    return errors as FieldErrors<T>;
  }, [echo]);
}

/** A failure the echo tells of, as the script's form would show it. */
export function echoFailure(echo: FormEcho | null): SubmissionFailure | null {
  if (echo?.notice === 'rate-limited') return { kind: 'rate-limited' };
  if (echo?.notice === 'server') return { kind: 'server' };
  return null;
}

/** The echo's answer at a field's name, a list's item's field included (`applicants.1.email`). */
function echoedValue(echo: FormEcho | null, name: string): unknown {
  const [root = '', index, leaf] = name.split('.');
  const value = echo && Object.hasOwn(echo.values, root) ? echo.values[root] : undefined;
  if (index === undefined || leaf === undefined) return value;
  const item: unknown = Array.isArray(value) ? value[Number(index)] : undefined;
  return typeof item === 'object' && item !== null && Object.hasOwn(item, leaf)
    ? (item as Record<string, unknown>)[leaf]
    : undefined;
}

/**
 * A field's answer in the echo, as the markup's initial state: a box ticked, or a text. Nothing
 * without an echo, so the script's form starts from react-hook-form's own values.
 */
export function echoedAnswer(echo: FormEcho | null, name: string) {
  const value = echoedValue(echo, name);
  if (typeof value === 'boolean') return { defaultChecked: value };
  if (typeof value === 'string') return { defaultValue: value };
  return {};
}

/** Whether a checkbox group's `value` is among the echo's answers for `name`. */
export const echoedChoice = (echo: FormEcho | null, name: string, value: string) => {
  const answers = echo?.values[name];
  return Array.isArray(answers) ? { defaultChecked: answers.some((answer) => answer === value) } : {};
};
