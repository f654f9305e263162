import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { mobileCollections } from './collections';
import manifest from './content-manifest.json';

/** The mobile domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const mobileManifest = manifest as Manifest;

export const mobileRoutes = routesFromManifest(mobileManifest, {
  page: () => import('./pages/mobile-page'),
  detail: {
    'sport-updates': () => import('./pages/sport-article-page'),
    'device-updates': () => import('./pages/device-page'),
  },
});

export const mobileDomain: Domain = {
  manifest: mobileManifest,
  navLabel: 'mobile.nav.section',
  routes: mobileRoutes,
  collections: mobileCollections,
};
