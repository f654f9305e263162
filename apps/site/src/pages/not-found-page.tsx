import { NoticeWithWaysOn } from '@site/shared-pages';
import { defineMessages } from 'react-intl';

const messages = defineMessages({
  title: {
    id: 'shell.notFound.title',
    defaultMessage: 'Page not found',
    description: 'Heading of the page shown for an address the site does not have (404)',
  },
  text: {
    id: 'shell.notFound.text',
    defaultMessage:
      'The page you asked for does not exist or has moved. Try the home page or our customer service.',
    description: 'Text under "Page not found", above its two buttons',
  },
  home: {
    id: 'shell.notFound.home',
    defaultMessage: 'Go to the home page',
    description: 'First button of the page not found: to the home page',
  },
  other: {
    id: 'shell.notFound.help',
    defaultMessage: 'Customer service',
    description: 'Second button of the page not found: to the customer service page; short',
  },
});

/** Every unmatched path (docs/behaviour.md §2): a real page inside the chrome, with ways back in. */
export function NotFoundPage() {
  return <NoticeWithWaysOn code="404" messages={messages} otherHref="/customer-service" />;
}
