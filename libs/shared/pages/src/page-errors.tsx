// Kept apart from page-loading.tsx: the shell loads the skeleton eagerly, these only on failure.
import { Alert, Button, Container, Section, Stack } from '@site/shared-ui';
import { useId } from 'react';
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

/**
 * A page of the site whose content is not published yet (production held it back: nothing on it is
 * sourced yet). A real page in the site's chrome, never indexed (the server's head), with the way home
 * and to the contact page.
 */
export function PagePreparing() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const heading = useId();
  return (
    <Section as="section" aria-labelledby={heading}>
      <Container width="narrow">
        <Stack gap={4}>
          <h1 id={heading}>{t('shared.state.preparingTitle')}</h1>
          <p>{t('shared.state.preparingText')}</p>
          <Stack direction="row" gap={3}>
            <Button href="/" variant="primary">
              {t('shared.state.preparingHome')}
            </Button>
            <Button href="/contact-us" variant="secondary">
              {t('shared.state.preparingContact')}
            </Button>
          </Stack>
        </Stack>
      </Container>
    </Section>
  );
}

export function EmptyState() {
  const intl = useIntl();
  return <Alert tone="info">{intl.formatMessage({ id: 'shared.state.empty' })}</Alert>;
}
