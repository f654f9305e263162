import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { mpesaBlocks } from './blocks/registry';
import { mpesaCollections } from './api/mpesa-api';
import manifest from './content-manifest.json';
import { mpesaMenu } from './menu-messages';

/** The mpesa domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const mpesaDomain = domainFromManifest(
  manifest as Manifest,
  mpesaMenu,
  mpesaCollections,
  { page: () => import('./pages/mpesa-page') },
  mpesaBlocks,
);
