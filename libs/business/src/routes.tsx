import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { businessBlocks } from './blocks/registry';
import { businessCollections } from './collections';
import manifest from './content-manifest.json';

/** The business domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const businessManifest = manifest as Manifest;

export const businessRoutes = routesFromManifest(
  businessManifest,
  {
    page: () => import('./pages/business-page'),
    detail: {
      'vbu-services': () => import('./pages/business-service-page'),
    },
  },
  businessBlocks,
);

export const businessDomain: Domain = {
  manifest: businessManifest,
  navLabel: 'business.nav.section',
  routes: businessRoutes,
  collections: businessCollections,
};
