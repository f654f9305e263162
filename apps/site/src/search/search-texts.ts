import { defineMessage, defineMessages } from 'react-intl';

/**
 * The search page's and dialog's texts (their catalog loads with them: `search-messages.ts`); its
 * title is the route's (`search-route.tsx`), the one the shell's start holds.
 */
export const searchTexts = defineMessages({
  dialogTitle: {
    id: 'shell.search.dialogTitle',
    defaultMessage: 'Search the site',
    description: 'Title of the search window opened from the header',
  },
  close: {
    id: 'shell.search.close',
    defaultMessage: 'Close search',
    description: 'Name of the × button that closes the search window (read by screen readers)',
  },
  hint: {
    id: 'shell.search.hint',
    defaultMessage:
      'Search every page, news article, device and business service by its words, a bundle name or a USSD code such as *150*00#.',
    description:
      'Text under the search field on the search page before anything is searched; keep the USSD code *150*00# as it is',
  },
  searching: {
    id: 'shell.search.searching',
    defaultMessage: 'Searching…',
    description: 'Status under the search field while results load',
  },
  unavailable: {
    id: 'shell.search.unavailable',
    defaultMessage: 'Search is not available right now. Please try again in a minute.',
    description: 'Status under the search field when the search service does not answer',
  },
  label: {
    id: 'shell.search.label',
    defaultMessage: 'What are you looking for?',
    description: 'Label over the search field, on the search page and in the search window',
  },
  placeholder: {
    id: 'shell.search.placeholder',
    defaultMessage: 'Search, e.g. Songesha or *150*00#',
    description:
      'Example in the empty search field; keep Songesha and *150*00#; at most about 35 characters (a phone-wide field)',
  },
  submit: {
    id: 'shell.search.submit',
    defaultMessage: 'Search',
    description: 'The button beside the search field; one short word',
  },
});

/** Advice when nothing matched. */
export const noneMessages = defineMessages({
  title: {
    id: 'shell.search.none.title',
    defaultMessage: 'Nothing matched',
    description: 'Heading on the search page when nothing matched',
  },
  spelling: {
    id: 'shell.search.none.spelling',
    defaultMessage: 'Check the spelling, or type only the start of a word (“mko” finds “mkopo”).',
    description: 'Advice when nothing matched: keep the Swahili example words “mko” and “mkopo” as they are',
  },
  fewer: {
    id: 'shell.search.none.fewer',
    defaultMessage: 'Use fewer or more general words, such as “bundles” or “M-Pesa”.',
    description:
      'Advice when nothing matched: use fewer or more general words; translate the example “bundles”, keep “M-Pesa”',
  },
  code: {
    id: 'shell.search.none.code',
    defaultMessage: 'Search a USSD code with its star and hash, such as *150*00#.',
    description: 'Advice when nothing matched: type a USSD code whole; keep *150*00# as it is',
  },
  help: {
    id: 'shell.search.none.help',
    defaultMessage: 'Ask our customer service',
    description: 'Link to the customer service page at the end of the advice when nothing matched',
  },
});

/** The label over each result, by the kind of page it is. */
export const kindMessages = defineMessages({
  page: {
    id: 'shell.search.kind.page',
    defaultMessage: 'Page',
    description: 'Small label over a search result: the result is a page of the site; one or two words',
  },
  article: {
    id: 'shell.search.kind.article',
    defaultMessage: 'News',
    description: 'Small label over a search result: the result is a news story; one or two words',
  },
  device: {
    id: 'shell.search.kind.device',
    defaultMessage: 'Device',
    description: 'Small label over a search result: the result is a device (phone, router); one or two words',
  },
  service: {
    id: 'shell.search.kind.service',
    defaultMessage: 'Business service',
    description: 'Small label over a search result: the result is a business service; one or two words',
  },
});

export const countMessage = defineMessage<{ total: number; query: string }>({
  id: 'shell.search.count',
  defaultMessage: '{total, plural, =0 {No results} one {# result} other {# results}} for “{query}”',
  description:
    'Status under the search field: {total} is how many results, {query} what was searched (kept in quotation marks)',
});

export const countSomeMessage = defineMessage<{ total: number; shown: number; query: string }>({
  id: 'shell.search.countSome',
  defaultMessage: '{total} results for “{query}”, the best {shown} shown',
  description:
    'Status on the search page when only the best results are shown: {total} how many in all, {shown} how many shown, {query} what was searched',
});

export const allMessage = defineMessage<{ total: number }>({
  id: 'shell.search.all',
  defaultMessage: 'See all {total} results',
  description:
    'Link at the foot of the search window to the search page with every result: {total} is how many',
});

export const tooLongMessage = defineMessage<{ max: number }>({
  id: 'shell.search.tooLong',
  defaultMessage: 'Your search is too long: use at most {max} characters.',
  description:
    'Status under the search field when the search is too long: {max} is the most characters allowed',
});
