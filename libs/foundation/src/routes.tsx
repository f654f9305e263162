import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { foundationBlocks } from './blocks/registry';
import { foundationCollections } from './api/foundation-api';
import manifest from './content-manifest.json';
import { foundationMenu } from './menu-messages';

/** The foundation domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const foundationDomain = domainFromManifest(
  manifest as Manifest,
  foundationMenu,
  foundationCollections,
  {
    page: () => import('./pages/foundation-page'),
    detail: { 'foundation-updates': () => import('./pages/foundation-article-page') },
  },
  foundationBlocks,
);
