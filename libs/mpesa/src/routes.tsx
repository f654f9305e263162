import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { mpesaBlocks } from './blocks/registry';
import { mpesaCollections } from './collections';
import manifest from './content-manifest.json';

/** The mpesa domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const mpesaManifest = manifest as Manifest;

export const mpesaRoutes = routesFromManifest(
  mpesaManifest,
  {
    page: () => import('./pages/mpesa-page'),
  },
  mpesaBlocks,
);

export const mpesaDomain: Domain = {
  manifest: mpesaManifest,
  navLabel: 'mpesa.nav.section',
  routes: mpesaRoutes,
  collections: mpesaCollections,
};
