import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { supportApi } from './api/support-api';
import { supportBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'support.nav.section',
  defaultMessage: 'Help',
  description:
    'Main menu: the name of the Help section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The support domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const supportDomain = domainFromManifest({
  manifest: manifest as Manifest,
  navLabel,
  pageEndpoint: supportApi.endpoints.getSupportPage,
  pages: { page: () => import('./pages/support-page') },
  blocks: supportBlocks,
});
