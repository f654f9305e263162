import { buildNavigation, type RouteHandle } from '@site/shared-blocks';
import type { RouteObject } from 'react-router';
import { Layout } from '../layout/layout';
import { StandaloneLayout } from '../layout/standalone-layout';
import { AppCrash } from '../pages/app-crash';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteError } from '../pages/route-error';
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
          errorElement: <RouteError />,
          children: [...all.filter((route) => !isStandalone(route)), { id: 'not-found', path: '*', element: <NotFoundPage /> }],
        },
      ],
    },
    { id: 'standalone', element: <StandaloneLayout />, errorElement: <AppCrash />, children: all.filter(isStandalone) },
  ];
}
