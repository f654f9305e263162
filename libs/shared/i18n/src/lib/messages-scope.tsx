import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadMessages, type MessageSource } from './catalogs';
import { intlConfig, type Messages } from './intl-config';
import { useLanguage } from './language-context';

export type MessagesScopeProps = {
  /** Keep this array stable (a module constant): it keys the loading. */
  sources: MessageSource[];
  children: ReactNode;
};

/**
 * Adds a feature's own catalogs (a form's, a tool's) below the site's, so they travel in the
 * feature's lazy chunk instead of the initial bundle. Same rules as the site's: English bundled,
 * Swahili loaded when needed (the tree suspends meanwhile: the server waits for it, and hydration
 * keeps the server's HTML until it is there), English fallback per message.
 */
export function MessagesScope({ sources, children }: MessagesScopeProps) {
  const parent = useIntl();
  const { locale } = useLanguage();
  const own = use(loadMessages(sources, locale));
  const messages = useMemo(() => ({ ...parent.messages, ...own }) as Messages, [parent.messages, own]);
  return <IntlProvider {...intlConfig(locale, messages, parent.onError)}>{children}</IntlProvider>;
}
