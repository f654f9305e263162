import type { Locale } from '@site/shared-server-contract';
import type { Messages } from './intl-config';

export type { Messages };
/** A domain's messages: English bundled (it is every locale's fallback), others loaded on demand. */
export type MessageSource = {
  en: Messages;
  load: Partial<Record<Exclude<Locale, 'en'>, () => Promise<Messages>>>;
};

type Loading = { promise: Promise<Messages>; value?: Messages };
// Per source and language: a catalog loads once, whichever list of sources asks for it.
const catalogs = new WeakMap<MessageSource, Map<Locale, Loading>>();

function catalog(source: MessageSource, locale: Exclude<Locale, 'en'>): Loading {
  let byLocale = catalogs.get(source);
  if (!byLocale) catalogs.set(source, (byLocale = new Map()));
  let loading = byLocale.get(locale);
  if (!loading) {
    const created: Loading = { promise: (source.load[locale]?.() ?? Promise.resolve({})).then(withoutEmpty) };
    created.promise.then((value) => (created.value = value)).catch(() => byLocale.delete(locale));
    byLocale.set(locale, (loading = created));
  }
  return loading;
}

/** A read React's `use()` can take on any render: once settled it carries React's `status`/`value`. */
type Read = Promise<Messages> & { status?: 'fulfilled'; value?: Messages };
const reads = new WeakMap<MessageSource[], Map<Locale, Read>>();

/**
 * English first, then the locale's own texts over it: a missing Swahili text shows in English,
 * never as an id. One promise per list of sources and language, the same on every call, so a
 * component can call `use()` on every render: calling it only while catalogs were missing made
 * React's replay after a suspension skip it, a broken render React reports as #520. Loaded catalogs
 * come settled (`use()` reads them at once); a failed load is forgotten, so the next call retries.
 */
export function loadMessages(sources: MessageSource[], locale: Locale): Promise<Messages> {
  let byLocale = reads.get(sources);
  if (!byLocale) reads.set(sources, (byLocale = new Map()));
  let read = byLocale.get(locale);
  if (!read) {
    const loaded = loadedMessages(sources, locale);
    const created: Read = loaded
      ? Object.assign(Promise.resolve(loaded), { status: 'fulfilled' as const, value: loaded })
      : Promise.all(sources.map((source) => catalog(source, locale as Exclude<Locale, 'en'>).promise)).then(
          (own) => mergeMessages(sources, locale, own),
        );
    if (!loaded)
      created.then(
        (value) => Object.assign(created, { status: 'fulfilled', value }),
        () => byLocale.delete(locale),
      );
    byLocale.set(locale, (read = created));
  }
  return read;
}

const merged = new WeakMap<MessageSource[], Map<Locale, Messages>>();

/** The catalogs when they have all arrived (so a render need not wait), else undefined. */
export function loadedMessages(sources: MessageSource[], locale: Locale): Messages | undefined {
  const known = merged.get(sources)?.get(locale);
  if (known) return known;
  const own = locale === 'en' ? [] : sources.map((source) => catalog(source, locale).value);
  return own.every((messages): messages is Messages => messages !== undefined)
    ? mergeMessages(sources, locale, own)
    : undefined;
}

/** English, then the locale's own catalogs (in the order of `sources`) over it; kept once merged. */
function mergeMessages(sources: MessageSource[], locale: Locale, own: Messages[]): Messages {
  const messages = Object.assign({}, ...sources.map((source) => source.en), ...own) as Messages;
  let byLocale = merged.get(sources);
  if (!byLocale) merged.set(sources, (byLocale = new Map()));
  byLocale.set(locale, messages);
  return messages;
}

function withoutEmpty(messages: Messages): Messages {
  return Object.fromEntries(
    Object.entries(messages).filter(([, text]) =>
      typeof text === 'string' ? text.trim() !== '' : text.length > 0,
    ),
  ) as Messages;
}
