import { createContext, useContext } from 'react';
import type { Locale } from './locale';

export type LanguageContextValue = { locale: Locale; setLocale: (locale: Locale) => void };

export const LanguageContext = createContext<LanguageContextValue | null>(null);

export function useLanguage(): LanguageContextValue {
  const value = useContext(LanguageContext);
  if (!value) throw new Error('useLanguage needs a <LanguageProvider>.');
  return value;
}
