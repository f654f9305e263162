import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { foundationBlocks } from './blocks/registry';
import { foundationCollections } from './collections';
import manifest from './content-manifest.json';

/** The foundation domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const foundationManifest = manifest as Manifest;

export const foundationRoutes = routesFromManifest(
  foundationManifest,
  {
    page: () => import('./pages/foundation-page'),
  },
  foundationBlocks,
);

export const foundationDomain: Domain = {
  manifest: foundationManifest,
  navLabel: 'foundation.nav.section',
  routes: foundationRoutes,
  collections: foundationCollections,
};
