/** The site's languages; English is the default. */
export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (locales as readonly string[]).includes(value);
}

/** Where each language's pages live: English at the site's paths, Swahili under `/sw`. */
export const localeBase: Record<Locale, string> = { en: '', sw: '/sw' };

/** The language a path is in: `/sw` and `/sw/…` are Swahili, everything else English. */
export function localeOfPath(pathname: string): Locale {
  return /^\/sw(\/|$)/.test(pathname) ? 'sw' : defaultLocale;
}

/** The path inside its language (`/sw/mpesa` → `/mpesa`, `/sw` → `/`). */
export function pathInLocale(pathname: string): string {
  if (localeOfPath(pathname) === defaultLocale) return pathname || '/';
  return pathname.slice(localeBase.sw.length) || '/';
}

/** The same page in `locale` (`/mpesa`, sw → `/sw/mpesa`; `/`, sw → `/sw`). */
export function localizedPath(path: string, locale: Locale): string {
  const inner = path.startsWith('/') ? path : `/${path}`;
  const base = localeBase[locale];
  return base && inner === '/' ? base : `${base}${inner}`;
}
