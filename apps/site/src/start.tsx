import { hydrateSite } from '@site/shared-content';
import {
  ensureIntl,
  errorMessages,
  loadMessages,
  localeBase,
  localeOfPath,
  sharedText,
} from '@site/shared-i18n';
import { createNotificationStore } from '@site/shared-notifications';
import { siteRouterContext } from '@site/shared-routing';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter } from 'react-router';
import { hydrateAllParts } from '@site/shared-ui';
import { RouterProvider } from 'react-router/dom';
import { SiteProviders } from './app/app';
import { readPayload, restoreRouterState } from './app/hydration';
import { matchedRouteIds, patchCutRoutes, renderedBranches, resolveLazyRoutes } from './app/lazy-routes';
import { messageSources } from './app/messages';
import { nextTask } from './app/next-task';
import { siteBlocks } from './app/domain-parts';
import { createAppRoutes } from './app/routes';
import { createAppStore } from './app/store';
import { forgetChunkReload, listenForPreloadErrors } from './effects/chunk-errors';

/**
 * Hydrates the page the server rendered: the store starts with the server's state (RTK Query's
 * rehydration: no second read), the router with its loader results and only the routes the server rendered (the others are
 * patched in at the first navigation), the language with its URL's catalogs; the route's lazy page
 * module is loaded before hydrating so the first render matches the server's HTML.
 */
export async function start(intlWarm: Promise<void> = Promise.resolve()) {
  // Each step is a task of its own (the modules' evaluation, the store, the server's reads put into
  // it, the routes, the router).
  await nextTask();
  const locale = localeOfPath(window.location.pathname);
  const basename = localeBase[locale] || undefined;
  const payload = readPayload();
  const notifications = createNotificationStore();
  const store = createAppStore({ cms: { apiUrl: `${window.location.origin}/api` }, notifications });
  await nextTask();
  if (payload) hydrateSite(store, payload);
  const serverState = payload ? store.getState() : undefined;
  await nextTask();
  const routes = createAppRoutes();
  const routeIds = payload?.routeIds ?? matchedRouteIds(routes, window.location, basename);
  await Promise.all([
    loadMessages(messageSources, locale),
    resolveLazyRoutes(routes, routeIds),
    // Once a worker has started ICU (entry-client.tsx), a phone whose Intl cannot print the page's
    // language gets formatjs's polyfills first.
    intlWarm.then(() => ensureIntl(locale)),
  ]);
  await nextTask();
  const rendered = renderedBranches(routes, routeIds);
  const router = createBrowserRouter(rendered.routes, {
    basename,
    ...(payload ? { hydrationData: restoreRouterState(payload.router) } : {}),
    getContext: () => siteRouterContext({ store, locale, siteBlocks }),
    patchRoutesOnNavigation: ({ patch }) => patchCutRoutes(rendered.cut, patch),
  });

  // A navigation reaches parts still waiting for the viewport (their links read the location): they
  // hydrate first, or React would hold the navigation until they are in view (HydrateWhenVisible).
  router.subscribe((state) => {
    if (state.navigation.state !== 'idle') hydrateAllParts();
  });
  // Its code loads on its own, beside the hydration: until then a served block's link loads the page.
  void import('./effects/served-links').then(({ followServedLinks }) =>
    followServedLinks((to) => router.navigate(to), locale, basename),
  );

  const errorTitle = await sharedText(locale, errorMessages.title);
  // Reload at the page the visitor was going to, not the one being left: the click is not lost.
  listenForPreloadErrors(
    notifications,
    () => errorTitle,
    () => {
      const next = router.state.navigation.location;
      if (next) window.location.assign(router.createHref(next));
      else window.location.reload();
    },
  );
  // Development serves sources from Vite: no worker there (it would keep stale modules).
  // Its code loads on its own: the first paint does not wait for it.
  if (!import.meta.env.DEV)
    void import('./effects/service-worker').then(({ registerServiceWorker }) =>
      registerServiceWorker(router, __SITE_BUILD_ID__),
    );
  // A start that got this far means the release's files load: a later stale chunk may reload once again.
  window.setTimeout(forgetChunkReload, 10_000);

  const app = (
    <StrictMode>
      <SiteProviders store={store} serverState={serverState} notifications={notifications} locale={locale}>
        <RouterProvider router={router} />
      </SiteProviders>
    </StrictMode>
  );
  // eslint-disable-next-line @typescript-eslint/no-non-null-assertion -- every page the server writes has it
  const root = document.getElementById('root')!;
  // As a transition, hydration yields to the browser between components: no long task on a slow phone.
  // Blocks the visitor has not reached keep their server HTML until they come near (HydrateWhenVisible).
  if (payload) startTransition(() => void hydrateRoot(root, app));
  else createRoot(root).render(app);
}
