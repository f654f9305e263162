import { buildNavigation, loadNotFound, siteContext, type RouteHandle } from '@site/shared-routing';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/layout';
import { StandaloneLayout } from '../layout/standalone-layout';
import { AppCrash } from '../pages/app-crash';
import { searchRoute } from '../search/search-route';
import { outsideRoutes } from '../workbench/outside-routes';
import { allDomains, domains, workbench } from './domains';
import { notFoundRouteId } from './route-ids';

const isStandalone = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.standalone === true;
// Error and not-found views load on demand: they are not part of a normal visit.
const loadRouteError = () => import('../pages/route-error');

/** The site's route tree: every domain's table and the search inside the chrome, standalone pages outside it. */
export function createAppRoutes(): RouteObject[] {
  const sections = domains.map((domain) => buildNavigation(domain.manifest, domain.navLabel));
  const all = domains.flatMap((domain) => domain.routes);
  return [
    {
      id: 'chrome',
      element: <Layout sections={sections} />,
      errorElement: <AppCrash />,
      children: [
        {
          id: 'pages',
          // The server announces the error view's chunk when it renders one.
          handle: { module: (loadRouteError as { moduleId?: string }).moduleId },
          lazy: async () => ({ ErrorBoundary: (await loadRouteError()).RouteError }),
          children: [
            ...all.filter((route) => !isStandalone(route)),
            searchRoute,
            // A workbench (one domain mounted): the other domains' paths say they are outside it.
            ...(workbench ? outsideRoutes(allDomains.filter((domain) => !domains.includes(domain))) : []),
            {
              id: notFoundRouteId,
              path: '*',
              // An unmatched path is a 404 (on the server too), shown by the pages' error view, on white.
              loader: ({ context }) => loadNotFound(context.get(siteContext)),
            },
          ],
        },
      ],
    },
    {
      id: 'standalone',
      element: <StandaloneLayout />,
      errorElement: <AppCrash />,
      children: all.filter(isStandalone),
    },
  ];
}
