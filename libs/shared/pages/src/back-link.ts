import { useIntl, type MessageDescriptor } from 'react-intl';

/** The way from a detail page back to its list: where, and the button's text. */
export type BackLink = { href: string; label: MessageDescriptor };

/** The way back in the page's language, as the detail views take it. */
export function useBackLink({ href, label }: BackLink): { backHref: string; backLabel: string } {
  return { backHref: href, backLabel: useIntl().formatMessage(label) };
}
