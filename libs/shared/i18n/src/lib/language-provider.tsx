import { type ReactNode, use, useMemo } from 'react';
import { loadMessages, type MessageSource } from './catalogs';
import { IntlProvider, type IntlError } from './intl';
import { LanguageContext } from './language-context';
import type { Locale } from '@site/shared-server-contract';

export type LanguageProviderProps = {
  /** The page's language (from its URL). */
  locale: Locale;
  /** Keep the array stable (a module constant): it keys the loaded catalogs. */
  sources: MessageSource[];
  children: ReactNode;
};

/**
 * Provides the page's language and its messages, English being the fallback of every id.
 * The catalogs are read synchronously when already loaded (the entry points load them before the
 * first render, so server and browser render the same text); otherwise the tree suspends until
 * they arrive, rather than showing English first.
 */
export function LanguageProvider({ locale, sources, children }: LanguageProviderProps) {
  const messages = use(loadMessages(sources, locale));
  const value = useMemo(() => ({ locale }), [locale]);
  return (
    <LanguageContext.Provider value={value}>
      <IntlProvider locale={locale} messages={messages} onError={reportMessageError}>
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

/**
 * English is merged under every language, so an id missing here is in no catalog, and a message
 * lacking a value cannot print: both are bugs a visitor would see as an id. The end-to-end sweep
 * fails a page that logs one.
 */
function reportMessageError(error: IntlError) {
  console.error(`${error.code}: ${error.message}`);
}
