import { Alert } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import type { SubmissionFailure } from './submission-failure';

export type FormFailureAlertProps = { failure: SubmissionFailure | null };

/**
 * Why the form was not sent and that nothing typed is lost. Field problems are shown by the
 * error summary and beside the fields instead.
 */
export function FormFailureAlert({ failure }: FormFailureAlertProps) {
  const intl = useIntl();
  if (!failure || failure.kind === 'fields') return null;
  const t = (part: string) => intl.formatMessage({ id: `shared.forms.failure.${failure.kind}.${part}` });
  // How long to wait, when the server said (Retry-After), in whole minutes.
  const text =
    failure.kind === 'rate-limited' && failure.retryAfterSeconds !== undefined
      ? intl.formatMessage(
          { id: 'shared.forms.failure.rate-limited.wait' },
          { minutes: Math.ceil(failure.retryAfterSeconds / 60) },
        )
      : t('text');
  return (
    <Alert tone="error" live title={t('title')}>
      <p>{text}</p>
      <p>{intl.formatMessage({ id: 'shared.forms.failure.kept' })}</p>
    </Alert>
  );
}
