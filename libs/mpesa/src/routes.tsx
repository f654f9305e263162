import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { mpesaApi, mpesaCollections } from './api/mpesa-api';
import { mpesaBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

/** The mpesa domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const mpesaDomain = domainFromManifest({
  manifest: manifest as Manifest,
  pageEndpoint: mpesaApi.endpoints.getMpesaPage,
  pages: { page: () => import('./pages/mpesa-page') },
  blocks: mpesaBlocks,
  collections: mpesaCollections,
});
