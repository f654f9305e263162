import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { supportBlocks } from './blocks/registry';
import { supportCollections } from './collections';
import manifest from './content-manifest.json';

/** The support domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const supportManifest = manifest as Manifest;

export const supportRoutes = routesFromManifest(
  supportManifest,
  {
    page: () => import('./pages/support-page'),
  },
  supportBlocks,
);

export const supportDomain: Domain = {
  manifest: supportManifest,
  navLabel: 'support.nav.section',
  routes: supportRoutes,
  collections: supportCollections,
};
