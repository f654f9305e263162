import { SiteStoreProvider, type SiteStore } from '@site/shared-content';
import { LanguageProvider, type Locale } from '@site/shared-i18n';
import { NotificationContext, type NotificationStore } from '@site/shared-notifications';
import type { ReactNode } from 'react';
import { messageSources } from './messages';

export type SiteProvidersProps = {
  store: SiteStore;
  notifications: NotificationStore;
  locale: Locale;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
};

/** Providers in dependency order: store, notifications, language (messages), then the router. */
export function SiteProviders({ store, notifications, locale, children }: SiteProvidersProps) {
  return (
    <SiteStoreProvider value={store}>
      <NotificationContext.Provider value={notifications}>
        <LanguageProvider locale={locale} sources={messageSources}>
          {children}
        </LanguageProvider>
      </NotificationContext.Provider>
    </SiteStoreProvider>
  );
}
