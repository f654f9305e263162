import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { businessBlocks } from './blocks/registry';
import { businessCollections } from './api/business-api';
import manifest from './content-manifest.json';
import { businessMenu } from './menu-messages';

/** The business domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const businessDomain = domainFromManifest(
  manifest as Manifest,
  businessMenu,
  businessCollections,
  {
    page: () => import('./pages/business-page'),
    detail: {
      'vbu-services': () => import('./pages/business-service-page'),
    },
  },
  businessBlocks,
);
