import type { Submission } from '@site/form-rules';
import { type FormTexts, type useFieldProps, useErrorText } from '@site/shared-forms';
import { useIntl } from 'react-intl';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import type { FoundationApplicationInput } from './foundation-application-defaults';
import { fieldMessages, formMessages } from './foundation-application-messages';

export const foundationFormId = 'foundation-application';

export type FoundationForm = UseFormReturn<FoundationApplicationInput, unknown, Submission>;
export type FieldProps = ReturnType<typeof useFieldProps<FoundationApplicationInput, Submission>>;
export type StepProps = { form: FoundationForm; field: FieldProps };

/** What the shared form parts read of this form's texts. */
export const foundationTexts: FormTexts = {
  label: formMessages.label,
  successNext: formMessages.next,
  fields: fieldMessages,
};

/** `formatMessage` of the page's language, for the steps' declared messages. */
export const useFoundationTexts = () => useIntl().formatMessage;

/** The error of a whole list (too few applicants), which react-hook-form keeps at `<name>.root`. */
export function useListError(form: FoundationForm, name: 'applicants' | 'budgetLines') {
  const errorText = useErrorText();
  const error = form.getFieldState(name, form.formState).error as
    { root?: FieldError; message?: string } | undefined;
  return errorText(error?.root ?? error);
}
