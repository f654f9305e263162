import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { mobileCollections } from './api/mobile-api';
import manifest from './content-manifest.json';
import { mobileMenu } from './menu-messages';

/** The mobile domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const mobileDomain = domainFromManifest(manifest as Manifest, mobileMenu, mobileCollections, {
  page: () => import('./pages/mobile-page'),
  detail: {
    'sport-updates': () => import('./pages/sport-article-page'),
    'device-updates': () => import('./pages/device-page'),
  },
});
