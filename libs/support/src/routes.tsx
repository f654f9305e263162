import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { supportBlocks } from './blocks/registry';
import manifest from './content-manifest.json';
import { supportMenu } from './menu-messages';

/** The support domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const supportDomain = domainFromManifest(
  manifest as Manifest,
  supportMenu,
  // The support pages read only their CMS pages: no collection of their own.
  {},
  { page: () => import('./pages/support-page') },
  supportBlocks,
);
