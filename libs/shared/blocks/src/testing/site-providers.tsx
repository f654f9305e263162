import { configureStore } from '@reduxjs/toolkit';
import { contentApi, pageSlice } from '@site/shared-content';
import { LanguageProvider, sharedMessages, type Locale } from '@site/shared-i18n';
import { LinkProvider, type LinkComponentProps } from '@site/shared-ui';
import { createContext, useContext, useState, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router';

export type SiteTestProvidersProps = { locale?: Locale; initialPath?: string; children: ReactNode };

// Stable for the whole session, so the LanguageProvider does not reload catalogs on every render.
const sources = [sharedMessages];

/** The site's own adapter: ui links become React Router links (client-side navigation). */
function RouterLink({ href, ...rest }: LinkComponentProps) {
  return <Link to={href} {...rest} />;
}

export function makeSiteStore() {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer, [pageSlice.reducerPath]: pageSlice.reducer },
    middleware: (getDefault) => getDefault().concat(contentApi.middleware),
  });
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

/** What a block sees on the site: the content store, the language, a router and router links. */
export function SiteTestProviders({ locale = 'en', initialPath = '/', children }: SiteTestProvidersProps) {
  const [store] = useState(makeSiteStore);
  const [router] = useState(() => makeSiteRouter(initialPath));
  return (
    <Provider store={store}>
      <LanguageProvider sources={sources} initialLocale={locale}>
        <LinkProvider component={RouterLink}>
          <Slot value={children}>
            <RouterProvider router={router} />
          </Slot>
        </LinkProvider>
      </LanguageProvider>
    </Provider>
  );
}
