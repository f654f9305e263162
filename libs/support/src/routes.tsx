import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { supportBlocks } from './blocks/registry';
import { supportCollections } from './collections';
import manifest from './content-manifest.json';

/** The support domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const supportDomain = domainFromManifest(
  manifest as Manifest,
  supportCollections,
  { page: () => import('./pages/support-page') },
  supportBlocks,
);
