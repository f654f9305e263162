import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { mpesaApi, mpesaCollections } from './api/mpesa-api';
import { mpesaBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'mpesa.nav.section',
  defaultMessage: 'M-Pesa',
  description:
    'Main menu: the name of the M-Pesa section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The mpesa domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const mpesaDomain = domainFromManifest({
  manifest: manifest as Manifest,
  navLabel,
  pageEndpoint: mpesaApi.endpoints.getMpesaPage,
  pages: { page: () => import('./pages/mpesa-page') },
  blocks: mpesaBlocks,
  collections: mpesaCollections,
});
