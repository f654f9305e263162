// Kept apart from page-loading.tsx: the shell loads the skeleton eagerly, these only on failure.
import { Alert, Button, Container, Section } from '@site/shared-ui';
import { useIntl } from 'react-intl';

export function PageError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
  return (
    <Section>
      <Container>
        <Alert
          tone="error"
          title={intl.formatMessage({ id: 'shared.error.pageTitle' })}
          action={
            <Button variant="secondary" onClick={onRetry}>
              {intl.formatMessage({ id: 'shared.error.retry' })}
            </Button>
          }
        >
          {intl.formatMessage({ id: offline ? 'shared.error.offline' : 'shared.error.pageText' })}
        </Alert>
      </Container>
    </Section>
  );
}

export function ItemNotFound({ backHref, backLabel }: { backHref: string; backLabel: string }) {
  const intl = useIntl();
  return (
    <Section>
      <Container>
        <h1>{intl.formatMessage({ id: 'shared.state.notFoundTitle' })}</h1>
        <p>{intl.formatMessage({ id: 'shared.state.notFoundText' })}</p>
        <Button href={backHref} variant="secondary">
          {backLabel}
        </Button>
      </Container>
    </Section>
  );
}

export function EmptyState() {
  const intl = useIntl();
  return <Alert tone="info">{intl.formatMessage({ id: 'shared.state.empty' })}</Alert>;
}
