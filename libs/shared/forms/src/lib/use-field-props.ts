import type { FormEcho } from '@site/shared-server-contract';
import { useCallback } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { fieldId, useErrorText } from './field-errors';
import { echoedAnswer } from './form-echo';

/**
 * The props a design-system field needs from react-hook-form: `register()`, an id the error summary
 * links to, and the translated error (which sets aria-invalid and aria-describedby in the field); on
 * the server's answer to a visitor without JavaScript, their answer in the markup (`echo`).
 */
export function useFieldProps<TIn extends FieldValues, TOut>(
  formId: string,
  form: UseFormReturn<TIn, unknown, TOut>,
  echo: FormEcho | null = null,
) {
  const errorText = useErrorText();
  const { register, getFieldState, formState } = form;
  return useCallback(
    (name: Path<TIn>) => ({
      ...echoedAnswer(echo, name),
      ...register(name),
      id: fieldId(formId, name),
      error: errorText(getFieldState(name, formState).error),
    }),
    [register, getFieldState, formState, formId, errorText, echo],
  );
}
