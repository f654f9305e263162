import type { Submission } from '@site/form-rules';
import { type useFieldProps, useErrorText } from '@site/shared-forms';
import { useCallback } from 'react';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { FoundationApplicationInput } from './foundation-application-defaults';

export const foundationFormId = 'foundation-application';

export type FoundationForm = UseFormReturn<FoundationApplicationInput, unknown, Submission>;
export type FieldProps = ReturnType<typeof useFieldProps<FoundationApplicationInput, Submission>>;
export type StepProps = { form: FoundationForm; field: FieldProps };

/** `foundation.form.<id>` texts of this form. */
export function useFormTexts() {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `foundation.form.${id}` }, values),
    [intl],
  );
}

/** The error of a whole list (too few applicants), which react-hook-form keeps at `<name>.root`. */
export function useListError(form: FoundationForm, name: 'applicants' | 'budgetLines') {
  const errorText = useErrorText();
  const error = form.getFieldState(name, form.formState).error as
    { root?: FieldError; message?: string } | undefined;
  return errorText(error?.root ?? error);
}
