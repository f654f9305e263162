import { routesFromManifest, type Domain, type Manifest } from '@site/shared-blocks';
import manifest from './content-manifest.json';

/** The foundation domain's routes (spec §2) with their meta, built from its content manifest. */
export const foundationManifest = manifest as Manifest;

export const foundationRoutes = routesFromManifest(foundationManifest, {
  page: () => import('./pages/foundation-page'),
});

export const foundationDomain: Domain = {
  manifest: foundationManifest,
  navLabel: 'foundation.nav.section',
  routes: foundationRoutes,
};
