// Kept apart from page-loading.tsx: the shell loads the skeleton eagerly, these only on failure.
import { Alert, Button, Container, Section } from '@site/shared-ui';
import { errorMessages, stateMessages } from '@site/shared-i18n';
import { FormattedMessage, useIntl } from 'react-intl';

export function PageError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Section>
      <Container>
        <Alert
          tone="error"
          title={intl.formatMessage(errorMessages.pageTitle)}
          action={
            <Button variant="secondary" onClick={onRetry}>
              <FormattedMessage {...errorMessages.retry} />
            </Button>
          }
        >
          <FormattedMessage {...(offline ? errorMessages.offline : errorMessages.pageText)} />
        </Alert>
      </Container>
    </Section>
  );
}

export function ItemNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  return (
    <Section>
      <Container>
        <h1>
          <FormattedMessage {...stateMessages.notFoundTitle} />
        </h1>
        <p>
          <FormattedMessage {...stateMessages.notFoundText} />
        </p>
        <Button href={backHref} variant="secondary">
          {backLabel}
        </Button>
      </Container>
    </Section>
  );
}

export function EmptyState() {
  return (
    <Alert tone="info">
      <FormattedMessage {...stateMessages.empty} />
    </Alert>
  );
}
