import { createContext, useContext, useMemo, type ReactNode } from 'react';
import type { Messages } from './catalogs';
import type { Locale } from '@site/shared-server-contract';
import { formatMessageText, type MessageValues } from './message-format';

export type MessageDescriptor = { id: string };
export type IntlError = { code: 'MISSING_TRANSLATION' | 'FORMAT_ERROR'; message: string };

export type IntlConfig = {
  locale: Locale;
  messages: Messages;
  /** Told of an id no catalog has or a message that cannot be formatted; the id shows instead. */
  onError?: (error: IntlError) => void;
};

export type IntlShape = IntlConfig & {
  formatMessage(descriptor: MessageDescriptor, values?: MessageValues): string;
};

/** The site's message formatter: react-intl's `formatMessage` for the ICU subset the catalogs use. */
export function createIntl(config: IntlConfig): IntlShape {
  const { locale, messages, onError = () => undefined } = config;
  return {
    ...config,
    formatMessage({ id }, values) {
      const text = messages[id];
      if (text === undefined) {
        onError({ code: 'MISSING_TRANSLATION', message: `No catalog has the message "${id}"` });
        return id;
      }
      try {
        return formatMessageText(text, locale, values);
      } catch (error) {
        onError({ code: 'FORMAT_ERROR', message: `"${id}": ${(error as Error).message}` });
        return id;
      }
    },
  };
}

const IntlContext = createContext<IntlShape | null>(null);

export function IntlProvider({ children, ...config }: IntlConfig & { children: ReactNode }) {
  const { locale, messages, onError } = config;
  const intl = useMemo(() => createIntl({ locale, messages, onError }), [locale, messages, onError]);
  return <IntlContext.Provider value={intl}>{children}</IntlContext.Provider>;
}

export function useIntl(): IntlShape {
  const intl = useContext(IntlContext);
  if (!intl) throw new Error('useIntl needs an <IntlProvider> (the LanguageProvider gives one).');
  return intl;
}
