import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { mobileApi, mobileCollections } from './api/mobile-api';
import { mobileSiteBlocks } from './blocks/site-blocks';
import manifest from './content-manifest.json';

/** The mobile domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const mobileDomain = domainFromManifest({
  manifest: manifest as Manifest,
  pageEndpoint: mobileApi.endpoints.getMobilePage,
  pages: {
    page: () => import('./pages/mobile-page'),
    detail: {
      'sport-updates': {
        page: () => import('./pages/sport-article-page'),
        entry: mobileApi.endpoints.getSportUpdate,
        article: true,
      },
      'device-updates': {
        page: () => import('./pages/device-page'),
        entry: mobileApi.endpoints.getDeviceUpdate,
      },
    },
  },
  collections: mobileCollections,
  lends: mobileSiteBlocks,
  // docs/behaviour.md §8: a failed sport list is notified with the error's own text.
  rawErrors: [mobileApi.endpoints.getSportUpdates],
});
