import { SiteBlocksProvider } from '@site/shared-blocks';
import { ContentProvider, type SiteStore } from '@site/shared-content';
import { LanguageProvider, type Locale } from '@site/shared-i18n';
import { NotificationContext, type NotificationStore } from '@site/shared-notifications';
import type { ReactNode } from 'react';
import { siteBlocks } from './domain-parts';
import { messageSources } from './messages';

export type SiteProvidersProps = {
  store: SiteStore;
  /** The store's state as the server rendered the page (the browser's hydration reads it). */
  serverState?: ReturnType<SiteStore['getState']>;
  notifications: NotificationStore;
  locale: Locale;
  /** The router: `RouterProvider` in the browser, `StaticRouterProvider` on the server. */
  children: ReactNode;
};

/** Providers in dependency order: store, the blocks the domains lend, notifications, language (messages), then the router. */
export function SiteProviders({ store, serverState, notifications, locale, children }: SiteProvidersProps) {
  return (
    <ContentProvider store={store} serverState={serverState}>
      <SiteBlocksProvider value={siteBlocks}>
        <NotificationContext.Provider value={notifications}>
          <LanguageProvider locale={locale} sources={messageSources}>
            {children}
          </LanguageProvider>
        </NotificationContext.Provider>
      </SiteBlocksProvider>
    </ContentProvider>
  );
}
