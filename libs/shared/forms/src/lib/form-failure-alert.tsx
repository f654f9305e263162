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
  return (
    <Alert tone="error" live title={t('title')}>
      <p>{t('text')}</p>
      <p>{intl.formatMessage({ id: 'shared.forms.failure.kept' })}</p>
    </Alert>
  );
}
