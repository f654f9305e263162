import type { MessageFormatElement } from 'react-intl';
import type { Locale } from './locale';

/** Catalog texts: strings in source and tests, message ASTs in the production build (precompiled). */
export type Messages = Record<string, string | MessageFormatElement[]>;
/** A domain's messages: English bundled (it is every locale's fallback), others loaded on demand. */
export type MessageSource = {
  en: Messages;
  load: Partial<Record<Exclude<Locale, 'en'>, () => Promise<Messages>>>;
};

/** English first, then the locale's own texts over it: a missing Swahili text shows in English, never as an id. */
export async function loadMessages(sources: MessageSource[], locale: Locale): Promise<Messages> {
  const english = Object.assign({}, ...sources.map((s) => s.en)) as Messages;
  if (locale === 'en') return english;
  const translated = await Promise.all(sources.map((s) => s.load[locale]?.() ?? Promise.resolve({})));
  return Object.assign(english, ...translated.map(withoutEmpty));
}

export function englishMessages(sources: MessageSource[]): Messages {
  return Object.assign({}, ...sources.map((s) => s.en)) as Messages;
}

function withoutEmpty(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([, text]) =>
      typeof text === 'string' ? text.trim() !== '' : text.length > 0,
    ),
  );
}
