import { ContentProvider, createSiteStore, type SiteStore } from '@site/shared-content';
import { LanguageProvider, sharedMessages, type Locale, type MessageSource } from '@site/shared-i18n';
import { createNotificationStore, NotificationContext } from '@site/shared-notifications';
import { LinkProvider, type LinkComponentProps } from '@site/shared-ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';
import { CatalogsReady } from './catalogs-ready';

/** The CMS as the tests' mocked network answers it (MSW handlers match any origin's `/api`). */
export const testCmsApiUrl = () => `${globalThis.location?.origin ?? 'http://127.0.0.1'}/api`;

/** The site's store against the mocked CMS: the same builder the app uses. */
export function makeSiteStore(): SiteStore {
  return createSiteStore({ cms: { apiUrl: testCmsApiUrl() } });
}

/** The site's own adapter: ui links become React Router links (client-side navigation). */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

// The router is created once; its routes read the current children from here so re-renders reach them.
const Slot = createContext<ReactNode>(null);
function CurrentChildren() {
  return <>{useContext(Slot)}</>;
}

export function makeSiteRouter(initialPath = '/') {
  return createMemoryRouter(
    [
      { path: '/faq/:item?', element: <CurrentChildren /> },
      { path: '*', element: <CurrentChildren /> },
    ],
    { initialEntries: [initialPath] },
  );
}

// Stable for the whole session: it keys the loaded catalogs.
const defaultSources = [sharedMessages];

export type SiteTestProvidersProps = {
  locale?: Locale;
  initialPath?: string;
  /** A feature's catalogs added to the shared ones (keep the array stable). */
  sources?: MessageSource[];
  store?: SiteStore;
  children: ReactNode;
};

/** What a block sees on the site: the content store, notifications, the language, a router and router links. */
export function SiteTestProviders({
  locale = 'en',
  initialPath = '/',
  sources = defaultSources,
  store: given,
  children,
}: SiteTestProvidersProps) {
  const [store] = useState(() => given ?? makeSiteStore());
  const [router] = useState(() => makeSiteRouter(initialPath));
  const [notifications] = useState(createNotificationStore);
  return (
    <ContentProvider store={store}>
      <NotificationContext.Provider value={notifications}>
        <CatalogsReady sources={sources} locale={locale}>
          <LanguageProvider locale={locale} sources={sources}>
            <LinkProvider component={RouterLink}>
              <Slot value={children}>
                <RouterProvider router={router} />
              </Slot>
            </LinkProvider>
          </LanguageProvider>
        </CatalogsReady>
      </NotificationContext.Provider>
    </ContentProvider>
  );
}
