import { use, useMemo, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { loadedMessages, loadMessages, type Messages, type MessageSource } from './catalogs';
import { useLanguage } from './language-context';
import type { Locale } from './locale';

const reads = new WeakMap<MessageSource[], Map<Locale, Promise<Messages>>>();

/**
 * One promise per catalog set and language, so every render (and React's replay after a suspension)
 * calls `use()` the same way. Calling it only while the catalogs were missing made the replay skip it,
 * which React reports as a broken render (#520). Catalogs already here come as a settled promise that
 * `use()` reads at once; a failed load is forgotten, so the next render tries again.
 */
function messagesRead(sources: MessageSource[], locale: Locale): Promise<Messages> {
  let byLocale = reads.get(sources);
  if (!byLocale) reads.set(sources, (byLocale = new Map()));
  let read = byLocale.get(locale);
  if (!read) {
    const loaded = loadedMessages(sources, locale);
    read = loaded
      ? Object.assign(Promise.resolve(loaded), { status: 'fulfilled', value: loaded })
      : loadMessages(sources, locale);
    read.catch(() => byLocale.delete(locale));
    byLocale.set(locale, read);
  }
  return read;
}

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
  const own = use(messagesRead(sources, locale));
  const messages = useMemo(() => ({ ...parent.messages, ...own }), [parent.messages, own]);
  return (
    <IntlProvider
      locale={locale}
      defaultLocale="en"
      messages={messages as Record<string, string>}
      onError={parent.onError}
    >
      {children}
    </IntlProvider>
  );
}
