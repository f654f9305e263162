import { Alert } from '@site/shared-ui';
import { FormattedMessage, useIntl } from 'react-intl';
import { failureTexts, failureTitles, formNoteMessages, waitMinutes } from './form-messages';
import type { SubmissionFailure } from './submission-failure';

export type FormFailureAlertProps = { failure: SubmissionFailure | null };

/**
 * Why the form was not sent and that nothing typed is lost. Field problems are shown by the
 * error summary and beside the fields instead.
 */
export function FormFailureAlert({ failure }: FormFailureAlertProps) {
  const intl = useIntl();
  if (!failure || failure.kind === 'fields') return null;
  // How long to wait, when the server said (Retry-After), in whole minutes.
  const text =
    failure.kind === 'rate-limited' && failure.retryAfterSeconds !== undefined
      ? intl.formatMessage(waitMinutes, { minutes: Math.ceil(failure.retryAfterSeconds / 60) })
      : intl.formatMessage(failureTexts[failure.kind]);
  return (
    <Alert tone="error" live title={intl.formatMessage(failureTitles[failure.kind])}>
      <p>{text}</p>
      <p>
        <FormattedMessage {...formNoteMessages.kept} />
      </p>
    </Alert>
  );
}
