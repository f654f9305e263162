import { type ReactNode, useCallback, useEffect, useMemo, useState } from 'react';
import { IntlProvider } from 'react-intl';
import { englishMessages, loadMessages, type MessageSource, type Messages } from './catalogs';
import { LanguageContext } from './language-context';
import { type Locale, readStoredLocale, storeLocale } from './locale';

export type LanguageProviderProps = {
  sources: MessageSource[];
  /** Start language; by default the saved one (spec §4). */
  initialLocale?: Locale;
  children: ReactNode;
};

/**
 * Holds the active language, persists it under `lang`, mirrors it on `<html lang>` and provides the
 * react-intl messages with English as the fallback of every id.
 */
export function LanguageProvider({ sources, initialLocale, children }: LanguageProviderProps) {
  const [locale, setLocaleState] = useState<Locale>(() => initialLocale ?? readStoredLocale());
  const english = useMemo(() => englishMessages(sources), [sources]);
  const [loaded, setLoaded] = useState<{ locale: Locale; messages: Messages }>({
    locale: 'en',
    messages: english,
  });

  useEffect(() => {
    let current = true;
    void loadMessages(sources, locale).then((messages) => current && setLoaded({ locale, messages }));
    return () => {
      current = false;
    };
  }, [sources, locale]);

  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);

  const setLocale = useCallback((next: Locale) => {
    storeLocale(next);
    setLocaleState(next);
  }, []);

  const value = useMemo(() => ({ locale, setLocale }), [locale, setLocale]);
  // Until the Swahili catalog arrives the chrome stays English rather than showing ids.
  const messages = loaded.locale === locale ? loaded.messages : english;
  return (
    <LanguageContext.Provider value={value}>
      {/* A catalog is all strings or, in the build, all ASTs; react-intl accepts either. */}
      <IntlProvider
        locale={locale}
        defaultLocale="en"
        messages={messages as Record<string, string>}
        onError={ignoreMissingInEnglishFallback}
      >
        {children}
      </IntlProvider>
    </LanguageContext.Provider>
  );
}

function ignoreMissingInEnglishFallback(error: { code?: string }) {
  // Missing translations fall back to English by design; anything else is a real bug.
  if (error.code === 'MISSING_TRANSLATION') return;
  console.error(error);
}
