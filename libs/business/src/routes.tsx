import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { businessApi, businessCollections } from './api/business-api';
import { businessSiteBlocks } from './blocks/site-blocks';
import { businessBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

/** The business domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const businessDomain = domainFromManifest({
  manifest: manifest as Manifest,
  pageEndpoint: businessApi.endpoints.getBusinessPage,
  pages: {
    page: () => import('./pages/business-page'),
    detail: {
      'vbu-services': {
        page: () => import('./pages/business-service-page'),
        entry: businessApi.endpoints.getBusinessService,
      },
    },
  },
  blocks: businessBlocks,
  collections: businessCollections,
  lends: businessSiteBlocks,
});
