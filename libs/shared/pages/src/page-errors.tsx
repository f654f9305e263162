// Kept apart from page-loading.tsx: the shell loads the skeleton eagerly, these only on failure.
import { Alert, Button, Container, Section, Stack } from '@site/shared-ui';
import { errorMessages, stateMessages } from '@site/shared-i18n';
import { useId } from 'react';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';

const preparingMessages = defineMessages({
  title: {
    id: 'shared.state.preparingTitle',
    defaultMessage: 'This page is being prepared',
    description: 'Heading of a page of the site whose content is not published yet',
  },
  text: {
    id: 'shared.state.preparingText',
    defaultMessage:
      'We are checking what it will say before we publish it. Please come back soon, or contact us for what you need to know today.',
    description: 'Text under "This page is being prepared", above the links home and to the contact page',
  },
  home: {
    id: 'shared.state.preparingHome',
    defaultMessage: 'Go to the home page',
    description: 'Button on a page being prepared that goes to the home page',
  },
  contact: {
    id: 'shared.state.preparingContact',
    defaultMessage: 'Contact us',
    description: 'Button on a page being prepared that goes to the contact page',
  },
});

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

/**
 * A page of the site whose content is not published yet (production held it back: nothing on it is
 * sourced yet). A real page in the site's chrome, never indexed (the server's head), with the way home
 * and to the contact page.
 */
export function PagePreparing() {
  const heading = useId();
  return (
    <Section as="section" aria-labelledby={heading}>
      <Container width="narrow">
        <Stack gap={4}>
          <h1 id={heading}>
            <FormattedMessage {...preparingMessages.title} />
          </h1>
          <p>
            <FormattedMessage {...preparingMessages.text} />
          </p>
          <Stack direction="row" gap={3}>
            <Button href="/" variant="primary">
              <FormattedMessage {...preparingMessages.home} />
            </Button>
            <Button href="/contact-us" variant="secondary">
              <FormattedMessage {...preparingMessages.contact} />
            </Button>
          </Stack>
        </Stack>
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
