import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { defineMessage } from 'react-intl';
import { investorApi, investorCollections } from './api/investor-api';
import { investorBlocks } from './blocks/registry';
import { investorSiteBlocks } from './blocks/site-blocks';
import manifest from './content-manifest.json';

const navLabel = defineMessage({
  id: 'investor.nav.section',
  defaultMessage: 'About & investors',
  description:
    'Main menu: the name of the About & investors section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
});

/** The investor domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const investorDomain = domainFromManifest({
  manifest: manifest as Manifest,
  navLabel,
  pageEndpoint: investorApi.endpoints.getInvestorPage,
  pages: {
    page: () => import('./pages/investor-page'),
    detail: {
      'news-updates': {
        page: () => import('./pages/news-article-page'),
        entry: investorApi.endpoints.getNewsItem,
        article: true,
      },
    },
    form: () => import('./pages/shareholder-form-page'),
  },
  blocks: investorBlocks,
  collections: investorCollections,
  lends: investorSiteBlocks,
});
