import { Alert } from '@site/shared-ui';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { flattenErrors, useLabelFor } from './field-errors';
import { FormErrorSummary } from './form-error-summary';
import { FormFailureAlert } from './form-failure-alert';
import { formNoteMessages } from './form-messages';
import type { SubmissionFailure } from './submission-failure';

export type FormStatusProps<T extends FieldValues> = {
  formId: string;
  /** The form's field labels by field name (the error summary names each answer to fix). */
  labels: Readonly<Record<string, MessageDescriptor>>;
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
  labels,
  errors,
  isSubmitted,
  draftRestored,
  failure,
}: FormStatusProps<T>) {
  const labelFor = useLabelFor(labels);
  return (
    <>
      <p>
        <FormattedMessage {...formNoteMessages.requiredNote} />
      </p>
      {draftRestored && (
        <Alert tone="info">
          <FormattedMessage {...formNoteMessages.draftRestored} />
        </Alert>
      )}
      {isSubmitted && <FormErrorSummary formId={formId} errors={flattenErrors(errors)} labelFor={labelFor} />}
      <FormFailureAlert failure={failure} />
    </>
  );
}
