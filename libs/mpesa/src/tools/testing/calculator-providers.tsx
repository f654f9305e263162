import { sharedMessages, type Locale } from '@site/shared-i18n';
import { makeSiteStore, SiteTestProviders } from '@site/shared-testing';
import { useState, type ReactNode } from 'react';
import { mpesaCollections } from '../../api/mpesa-api';
import { mpesaMessages } from '../../messages';

// Module-level: the loaded catalogs are keyed by this array.
const sources = [sharedMessages, mpesaMessages];

/** What the calculator sees on the site: a fresh store with the mpesa collections, the language and the address. */
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
    <SiteTestProviders
      locale={locale}
      sources={sources}
      store={store}
      collections={mpesaCollections}
      initialPath={initialPath}
    >
      {children}
    </SiteTestProviders>
  );
}
