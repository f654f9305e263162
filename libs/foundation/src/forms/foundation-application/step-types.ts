import type { Submission } from '@site/form-rules';
import { type useFieldProps, useErrorText, useFormTexts } from '@site/shared-forms';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { FoundationApplicationInput } from './foundation-application-defaults';

export const foundationFormId = 'foundation-application';

export type FoundationForm = UseFormReturn<FoundationApplicationInput, unknown, Submission>;
export type FieldProps = ReturnType<typeof useFieldProps<FoundationApplicationInput, Submission>>;
export type StepProps = { form: FoundationForm; field: FieldProps };

/** Prefix of this form's texts, `foundation.form.<id>`. */
export const foundationTexts = 'foundation.form';

export const useFoundationTexts = () => useFormTexts(foundationTexts);

/** The error of a whole list (too few applicants), which react-hook-form keeps at `<name>.root`. */
export function useListError(form: FoundationForm, name: 'applicants' | 'budgetLines') {
  const errorText = useErrorText();
  const error = form.getFieldState(name, form.formState).error as
    { root?: FieldError; message?: string } | undefined;
  return errorText(error?.root ?? error);
}
