import { configureStore } from '@reduxjs/toolkit';
import { contentApi, pageSlice } from '@site/shared-content';
import { LanguageProvider, sharedMessages, type Locale } from '@site/shared-i18n';
import { useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { mpesaMessages } from '../../messages';

// Module-level so the LanguageProvider never reloads the catalogs on re-render. The shared
// `renderWithSite` only knows the shared catalog; the calculator needs the mpesa texts too.
const sources = [sharedMessages, mpesaMessages];

export function makeCalculatorStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer, [pageSlice.reducerPath]: pageSlice.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
}

/** What the calculator sees on the site: the content store (a fresh one each time) and the language. */
export function CalculatorProviders({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  const [store] = useState(makeCalculatorStore);
  return (
    <Provider store={store}>
      <LanguageProvider sources={sources} initialLocale={locale}>
        {children}
      </LanguageProvider>
    </Provider>
  );
}
