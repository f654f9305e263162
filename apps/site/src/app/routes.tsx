import { buildNavigation, type RouteHandle } from '@site/shared-blocks';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/layout';
import { StandaloneLayout } from '../layout/standalone-layout';
import { AppCrash } from '../pages/app-crash';
import { domains } from './domains';

const isStandalone = (route: RouteObject) => (route.handle as RouteHandle | undefined)?.standalone === true;

/** The site's route tree: every domain's table inside the chrome, standalone pages outside it. */
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
          // Error and not-found views load on demand: they are not part of a normal visit.
          lazy: async () => ({ ErrorBoundary: (await import('../pages/route-error')).RouteError }),
          children: [
            ...all.filter((route) => !isStandalone(route)),
            {
              id: 'not-found',
              path: '*',
              lazy: async () => ({ Component: (await import('../pages/not-found-page')).NotFoundPage }),
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
