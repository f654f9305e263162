import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { mpesaBlocks } from './blocks/registry';
import { mpesaCollections } from './api/mpesa-api';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'mpesa.nav.section',
  defaultMessage: 'M-Pesa',
  description:
    'Main menu: the name of the M-Pesa section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The mpesa domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const mpesaDomain = domainFromManifest(
  manifest as Manifest,
  navLabel,
  mpesaCollections,
  { page: () => import('./pages/mpesa-page') },
  mpesaBlocks,
);
