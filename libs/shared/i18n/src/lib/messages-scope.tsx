import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { IntlProvider, useIntl } from 'react-intl';
import { englishMessages, loadMessages, type MessageSource, type Messages } from './catalogs';
import { useLanguage } from './language-context';

export type MessagesScopeProps = {
  /** Keep this array stable (a module constant): it keys the loading. */
  sources: MessageSource[];
  children: ReactNode;
};

/**
 * Adds a feature's own catalogs (a form's, a tool's) below the site's, so they travel in the
 * feature's lazy chunk instead of the initial bundle. Same rules as the site's: English bundled,
 * Swahili loaded when chosen, English fallback per message.
 */
export function MessagesScope({ sources, children }: MessagesScopeProps) {
  const parent = useIntl();
  const { locale } = useLanguage();
  const english = useMemo(() => englishMessages(sources), [sources]);
  const [loaded, setLoaded] = useState<{ locale: string; messages: Messages } | null>(null);

  useEffect(() => {
    let current = true;
    void loadMessages(sources, locale).then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [sources, locale]);

  const own = loaded?.locale === locale ? loaded.messages : english;
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
