import { type ReactNode, use, useMemo } from 'react';
import { IntlProvider } from 'react-intl';
import type { Locale } from '@site/shared-server-contract';
import { loadMessages, type MessageSource } from './catalogs';
import { intlConfig } from './intl-config';
import { LanguageContext } from './language-context';

export type LanguageProviderProps = {
  /** The page's language (from its URL). */
  locale: Locale;
  /** Keep the array stable (a module constant): it keys the loaded catalogs. */
  sources: MessageSource[];
  children: ReactNode;
};

/**
 * Provides the page's language and react-intl with its messages, English being the fallback of
 * every id. The catalogs are read synchronously when already loaded (the entry points load them
 * before the first render, so server and browser render the same text); otherwise the tree suspends
 * until they arrive, rather than showing English first.
 */
export function LanguageProvider({ locale, sources, children }: LanguageProviderProps) {
  const messages = use(loadMessages(sources, locale));
  const value = useMemo(() => ({ locale }), [locale]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider {...intlConfig(locale, messages)}>{children}</IntlProvider>
    </LanguageContext.Provider>
  );
}
