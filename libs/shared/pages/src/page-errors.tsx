// Kept apart from page-loading.tsx: the shell loads the skeleton eagerly, these only on failure.
import { Alert, Button, Container, NoticePage, Section } from '@site/shared-ui';
import { errorMessages, stateMessages } from '@site/shared-i18n';
import { defineMessages, FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';

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
  other: {
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
    <NoticePage
      title={<FormattedMessage {...stateMessages.notFoundTitle} />}
      actions={
        <Button href={backHref} variant="secondary">
          {backLabel}
        </Button>
      }
    >
      <FormattedMessage {...stateMessages.notFoundText} />
    </NoticePage>
  );
}

type WaysOnMessages = Record<'title' | 'text' | 'home' | 'other', MessageDescriptor>;

/**
 * A page that shows only why and where to go instead (an address the site does not have, a page
 * being prepared): its heading, its sentence, the way home and one other way on, all from one set of
 * messages.
 */
export function NoticeWithWaysOn({
  code,
  messages,
  otherHref,
}: {
  code?: string;
  messages: WaysOnMessages;
  otherHref: string;
}) {
  return (
    <NoticePage
      code={code}
      title={<FormattedMessage {...messages.title} />}
      actions={
        <>
          <Button href="/">
            <FormattedMessage {...messages.home} />
          </Button>
          <Button href={otherHref} variant="secondary">
            <FormattedMessage {...messages.other} />
          </Button>
        </>
      }
    >
      <FormattedMessage {...messages.text} />
    </NoticePage>
  );
}

/**
 * A page of the site whose content is not published yet (production held it back: nothing on it is
 * sourced yet). A real page in the site's chrome, never indexed (the server's head), with the way home
 * and to the contact page.
 */
export function PagePreparing() {
  return <NoticeWithWaysOn messages={preparingMessages} otherHref="/contact-us" />;
}

export function EmptyState() {
  return (
    <Alert tone="info">
      <FormattedMessage {...stateMessages.empty} />
    </Alert>
  );
}
