import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { businessBlocks } from './blocks/registry';
import { businessCollections } from './api/business-api';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'business.nav.section',
  defaultMessage: 'Business',
  description:
    'Main menu: the name of the Business section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The business domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const businessDomain = domainFromManifest(
  manifest as Manifest,
  navLabel,
  businessCollections,
  {
    page: () => import('./pages/business-page'),
    detail: {
      'vbu-services': () => import('./pages/business-service-page'),
    },
  },
  businessBlocks,
);
