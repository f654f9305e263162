import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { mobileCollections } from './api/mobile-api';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'mobile.nav.section',
  defaultMessage: 'Personal',
  description:
    'Main menu: the name of the Personal section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The mobile domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const mobileDomain = domainFromManifest(manifest as Manifest, navLabel, mobileCollections, {
  page: () => import('./pages/mobile-page'),
  detail: {
    'sport-updates': () => import('./pages/sport-article-page'),
    'device-updates': () => import('./pages/device-page'),
  },
});
