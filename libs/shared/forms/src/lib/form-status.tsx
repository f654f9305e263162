import type { FormEchoNotice } from '@site/shared-server-contract';
import { Alert } from '@site/shared-ui';
import type { FieldErrors, FieldValues } from 'react-hook-form';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { flattenErrors, useLabelFor } from './field-errors';
import { FormErrorSummary } from './form-error-summary';
import { FormFailureAlert } from './form-failure-alert';
import { formNoteMessages, plainFormMessages } from './form-messages';
import type { SubmissionFailure } from './submission-failure';

export type FormStatusProps<T extends FieldValues> = {
  formId: string;
  /** The form's field labels by field name (the error summary names each answer to fix). */
  labels: Readonly<Record<string, MessageDescriptor>>;
  errors: FieldErrors<T>;
  isSubmitted: boolean;
  draftRestored: boolean;
  failure: SubmissionFailure | null;
  /** What the server's answer to a visitor without JavaScript asks of them (ADR 0031). */
  notice?: FormEchoNotice | null;
};

/** What the server's answer to a visitor without JavaScript asks (ADR 0031); failures show as the script's. */
const noticeTexts = {
  check: { tone: 'info', title: plainFormMessages.checkTitle, text: plainFormMessages.checkText },
  resend: { tone: 'error', title: plainFormMessages.resendTitle, text: plainFormMessages.resendText },
} as const;

function NoticeAlert({ notice }: { notice: keyof typeof noticeTexts }) {
  const { tone, title, text } = noticeTexts[notice];
  return (
    <Alert tone={tone} title={<FormattedMessage {...title} />}>
      <p>
        <FormattedMessage {...text} />
      </p>
    </Alert>
  );
}

/**
 * The top of a single-page form: the required-field note, a restored draft, the error summary after a
 * submit, a failed submission's message, and what the server's answer to a visitor without
 * JavaScript asks of them.
 */
export function FormStatus<T extends FieldValues>({
  formId,
  labels,
  errors,
  isSubmitted,
  draftRestored,
  failure,
  notice = null,
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
      {notice && notice in noticeTexts && <NoticeAlert notice={notice as keyof typeof noticeTexts} />}
    </>
  );
}
