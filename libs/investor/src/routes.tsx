import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { investorBlocks } from './blocks/registry';
import { investorCollections } from './api/investor-api';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'investor.nav.section',
  defaultMessage: 'About & investors',
  description:
    'Main menu: the name of the About & investors section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The investor domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const investorDomain = domainFromManifest(
  manifest as Manifest,
  navLabel,
  investorCollections,
  {
    page: () => import('./pages/investor-page'),
    detail: {
      'news-updates': () => import('./pages/news-article-page'),
    },
    form: () => import('./pages/shareholder-form-page'),
  },
  investorBlocks,
);
