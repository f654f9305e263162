import { defineMessages } from 'react-intl';

/** The failure texts every library shows (a page, a block's list, a tool, the shell's crash view). */
export const errorMessages = defineMessages({
  title: {
    id: 'shared.error.title',
    defaultMessage: 'Error',
    description: 'Heading of a failure notice (a read of content failed); one word',
  },
  failedToLoad: {
    id: 'shared.error.failedToLoad',
    defaultMessage: 'Failed to Load Content',
    description: 'Title of the notice in place of a list or page part whose content could not be read',
  },
  pageTitle: {
    id: 'shared.error.pageTitle',
    defaultMessage: 'Something went wrong',
    description: 'Title of the notice in place of a page part that failed to show',
  },
  pageText: {
    id: 'shared.error.pageText',
    defaultMessage: 'This part of the page could not be shown. Please try again.',
    description: 'Text of the notice in place of a page part that failed to show, above a retry button',
  },
  retry: {
    id: 'shared.error.retry',
    defaultMessage: 'Try again',
    description: 'Button of a failure notice that repeats the failed read; short, a verb',
  },
  offline: {
    id: 'shared.error.offline',
    defaultMessage: 'You seem to be offline. Check your connection and try again.',
    description: 'Text of a failure notice when the phone has no connection',
  },
});

/** The states of content being read: loading, nothing there, an entry that is gone. */
export const stateMessages = defineMessages({
  loading: {
    id: 'shared.state.loading',
    defaultMessage: 'Loading content…',
    description: 'Read out by screen readers while a page or a list loads (hidden on screen)',
  },
  empty: {
    id: 'shared.state.empty',
    defaultMessage: 'There is nothing here yet. Please check back soon.',
    description: 'Notice in place of a list that has no entries yet',
  },
  notFoundTitle: {
    id: 'shared.state.notFoundTitle',
    defaultMessage: "We couldn't find that",
    description: 'Page heading when a news story, device or service asked for does not exist',
  },
  notFoundText: {
    id: 'shared.state.notFoundText',
    defaultMessage: 'The item you are looking for has moved or no longer exists.',
    description: 'Text under "We couldn\'t find that", above a link back to the list',
  },
});

/** Field labels of the shared tools (the M-Pesa cost calculator's). */
export const labelMessages = defineMessages({
  chooseCategory: {
    id: 'shared.label.chooseCategory',
    defaultMessage: 'Choose Category',
    description: 'Label of the list of transaction kinds in the M-Pesa cost calculator',
  },
  amount: {
    id: 'shared.label.amount',
    defaultMessage: 'Amount',
    description:
      'The word for the sum of money a visitor types in the M-Pesa cost calculator; part of a field label',
  },
});
