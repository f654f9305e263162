import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { foundationBlocks } from './blocks/registry';
import { foundationCollections } from './api/foundation-api';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'foundation.nav.section',
  defaultMessage: 'Foundation',
  description:
    'Main menu: the name of the Foundation section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The foundation domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const foundationDomain = domainFromManifest(
  manifest as Manifest,
  navLabel,
  foundationCollections,
  {
    page: () => import('./pages/foundation-page'),
    detail: { 'foundation-updates': () => import('./pages/foundation-article-page') },
  },
  foundationBlocks,
);
