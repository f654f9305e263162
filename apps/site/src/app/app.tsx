import { ContentProvider, type SiteStore } from '@site/shared-content';
import { LanguageProvider, type Locale } from '@site/shared-i18n';
import { NotificationContext, type NotificationStore } from '@site/shared-notifications';
import type { ReactNode } from 'react';
import { siteCollections } from './collections';
import { messageSources } from './messages';

export type SiteProvidersProps = {
  store: SiteStore;
  notifications: NotificationStore;
  locale: Locale;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
};

/** Providers in dependency order: store and collections, notifications, language (messages), then the router. */
export function SiteProviders({ store, notifications, locale, children }: SiteProvidersProps) {
  return (
    <ContentProvider store={store} collections={siteCollections}>
      <NotificationContext.Provider value={notifications}>
        <LanguageProvider locale={locale} sources={messageSources}>
          {children}
        </LanguageProvider>
      </NotificationContext.Provider>
    </ContentProvider>
  );
}
