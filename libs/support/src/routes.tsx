import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { supportApi } from './api/support-api';
import { supportBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

/** The support domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const supportDomain = domainFromManifest({
  manifest: manifest as Manifest,
  pageEndpoint: supportApi.endpoints.getSupportPage,
  pages: { page: () => import('./pages/support-page') },
  blocks: supportBlocks,
});
