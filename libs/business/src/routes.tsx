import { routesFromManifest, type Domain, type Manifest } from '@site/shared-blocks';
import manifest from './content-manifest.json';

/** The business domain's routes (spec §2) with their meta, built from its content manifest. */
export const businessManifest = manifest as Manifest;

export const businessRoutes = routesFromManifest(businessManifest, {
  page: () => import('./pages/business-page'),
  detail: {
    'vbu-services': () => import('./pages/business-service-page'),
  },
});

export const businessDomain: Domain = {
  manifest: businessManifest,
  navLabel: 'business.nav.section',
  routes: businessRoutes,
};
