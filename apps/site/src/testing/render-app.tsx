import { localeBase, localeOfPath } from '@site/shared-i18n';
import { createNotificationStore } from '@site/shared-notifications';
import { siteRouterContext } from '@site/shared-routing';
import { CatalogsReady, testCmsApiUrl } from '@site/shared-testing';
import { render } from '@testing-library/react';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { SiteProviders } from '../app/app';
import { siteBlocks } from '../app/domain-parts';
import { messageSources } from '../app/messages';
import { createAppRoutes } from '../app/routes';
import { createAppStore } from '../app/store';

/**
 * The real app (store, failure notifications, every domain's routes and loaders) in a memory router
 * at `path`, in the language of that path (`/sw/…` is Swahili), as the browser runs it after
 * hydration.
 */
export function renderApp(path = '/', routes: RouteObject[] = createAppRoutes()) {
  const locale = localeOfPath(path);
  const notifications = createNotificationStore();
  const store = createAppStore({ cms: { apiUrl: testCmsApiUrl() }, notifications });
  const router = createMemoryRouter(routes, {
    initialEntries: [path],
    ...(localeBase[locale] ? { basename: localeBase[locale] } : {}),
    getContext: () => siteRouterContext({ store, locale, siteBlocks }),
  });
  const view = render(
    <CatalogsReady sources={messageSources} locale={locale}>
      <SiteProviders store={store} notifications={notifications} locale={locale}>
        <RouterProvider router={router} />
      </SiteProviders>
    </CatalogsReady>,
  );
  return { ...view, store, router, notifications };
}
