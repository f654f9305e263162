import { useCallback } from 'react';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useIntl, type MessageDescriptor } from 'react-intl';
import { errorMessage } from './error-codes';

export type FlatError = { name: string; code: string };

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/**
 * react-hook-form's nested errors → one list in field order, named as `register()` names them.
 * A field array's own error (`applicants.root`, or one set with setError) is named by the array.
 */
export function flattenErrors<T extends FieldValues>(errors: FieldErrors<T>, prefix = ''): FlatError[] {
  return Object.entries(errors).flatMap(([key, value]): FlatError[] => {
    if (key === 'ref' || !isObject(value)) return [];
    const name = key === 'root' && prefix ? prefix.slice(0, -1) : `${prefix}${key}`;
    const own =
      typeof value['message'] === 'string' && 'type' in value ? [{ name, code: value['message'] }] : [];
    return [...own, ...flattenErrors(value as FieldErrors, `${name}.`)];
  });
}

/** DOM id of a field, so the error summary can link to it: `foundation-applicants-1-email`. */
export function fieldId(formId: string, name: string): string {
  return `${formId}-${name.replace(/\./g, '-')}`;
}

/** Translates an error (its message is a code such as `invalid_phone`) for display beside the field. */
export function useErrorText() {
  const intl = useIntl();
  return useCallback(
    (error: { message?: unknown } | undefined): string | undefined =>
      error && typeof error.message === 'string' && error.message !== ''
        ? intl.formatMessage(errorMessage(error.message))
        : undefined,
    [intl],
  );
}

/**
 * Label of a field for the error summary, from the form's labels by field name; '' for a name without
 * a label (e.g. a server error on the whole form), which the summary then shows without one.
 */
export function useLabelFor(labels: Readonly<Record<string, MessageDescriptor>>) {
  const intl = useIntl();
  return useCallback(
    (name: string) =>
      Object.hasOwn(labels, name) ? intl.formatMessage(labels[name] as MessageDescriptor) : '',
    [intl, labels],
  );
}
