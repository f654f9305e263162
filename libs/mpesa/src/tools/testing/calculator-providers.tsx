import { sharedMessages, type Locale } from '@site/shared-i18n';
import { makeSiteStore, SiteTestProviders } from '@site/shared-testing';
import { useState, type ReactNode } from 'react';
import { mpesaMessages } from '../../messages';

// Module-level: the loaded catalogs are keyed by this array.
const sources = [sharedMessages, mpesaMessages];

/** What the calculator sees on the site: a fresh store, the language with the mpesa catalogs, and the address. */
export function CalculatorProviders({
  locale = 'en',
  initialPath,
  children,
}: {
  locale?: Locale;
  initialPath?: string;
  children: ReactNode;
}) {
  const [store] = useState(makeSiteStore);
  return (
    <SiteTestProviders locale={locale} sources={sources} store={store} initialPath={initialPath}>
      {children}
    </SiteTestProviders>
  );
}
