import { sharedMessages, type Locale } from '@site/shared-i18n';
import { makeSiteStore, SiteTestProviders } from '@site/shared-testing';
import { useState, type ReactNode } from 'react';
import { mpesaMessages } from '../../messages';

// Module-level: the loaded catalogs are keyed by this array.
const sources = [sharedMessages, mpesaMessages];

/** What the calculator sees on the site: a fresh store, and the language with the mpesa catalogs. */
export function CalculatorProviders({ locale = 'en', children }: { locale?: Locale; children: ReactNode }) {
  const [store] = useState(makeSiteStore);
  return (
    <SiteTestProviders locale={locale} sources={sources} store={store}>
      {children}
    </SiteTestProviders>
  );
}
