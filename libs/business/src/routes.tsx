import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { businessApi, businessCollections } from './api/business-api';
import { businessSiteBlocks } from './blocks/site-blocks';
import { businessBlocks } from './blocks/registry';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'business.nav.section',
  defaultMessage: 'Business',
  description:
    'Main menu: the name of the Business section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The business domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const businessDomain = domainFromManifest({
  manifest: manifest as Manifest,
  navLabel,
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
