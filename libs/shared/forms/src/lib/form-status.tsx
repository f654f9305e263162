import { Alert } from '@site/shared-ui';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { flattenErrors, useLabelFor } from './field-errors';
import { FormErrorSummary } from './form-error-summary';
import { FormFailureAlert } from './form-failure-alert';
import type { SubmissionFailure } from './submission-failure';

export type FormStatusProps<T extends FieldValues> = {
  formId: string;
  /** Message id prefix of the form's field labels, e.g. `investor.form.field`. */
  labelPrefix: string;
  errors: FieldErrors<T>;
  isSubmitted: boolean;
  draftRestored: boolean;
  failure: SubmissionFailure | null;
};

/**
 * The top of a single-page form: the required-field note, a restored draft, the error summary after a
 * submit, and a failed submission's message.
 */
export function FormStatus<T extends FieldValues>({
  formId,
  labelPrefix,
  errors,
  isSubmitted,
  draftRestored,
  failure,
}: FormStatusProps<T>) {
  const intl = useIntl();
  const labelFor = useLabelFor(labelPrefix);
  return (
    <>
      <p>{intl.formatMessage({ id: 'shared.forms.requiredNote' })}</p>
      {draftRestored && (
        <Alert tone="info">{intl.formatMessage({ id: 'shared.forms.draft.restored' })}</Alert>
      )}
      {isSubmitted && <FormErrorSummary formId={formId} errors={flattenErrors(errors)} labelFor={labelFor} />}
      <FormFailureAlert failure={failure} />
    </>
  );
}
