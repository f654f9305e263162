import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { foundationApi, foundationCollections } from './api/foundation-api';
import { foundationBlocks } from './blocks/registry';
import { foundationSiteBlocks } from './blocks/site-blocks';
import manifest from './content-manifest.json';

/** The foundation domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const foundationDomain = domainFromManifest({
  manifest: manifest as Manifest,
  pageEndpoint: foundationApi.endpoints.getFoundationPage,
  pages: {
    page: () => import('./pages/foundation-page'),
    detail: {
      'foundation-updates': {
        page: () => import('./pages/foundation-article-page'),
        entry: foundationApi.endpoints.getFoundationUpdate,
        article: true,
      },
    },
  },
  blocks: foundationBlocks,
  collections: foundationCollections,
  lends: foundationSiteBlocks,
});
