import { createContext, useContext } from 'react';
import type { Locale } from '@site/shared-server-contract';

export type LanguageContextValue = { locale: Locale };

export const LanguageContext = createContext<LanguageContextValue | null>(null);

/** The page's language: the one its URL names (`/sw/…` is Swahili). */
export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a <LanguageProvider>.');
  return value;
}
