import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { investorApi, investorCollections } from './api/investor-api';
import { investorBlocks } from './blocks/registry';
import { investorSiteBlocks } from './blocks/site-blocks';
import manifest from './content-manifest.json';

/** The investor domain (docs/behaviour.md §2): its routes with their meta and reads, built from its content manifest. */
export const investorDomain = domainFromManifest({
  manifest: manifest as Manifest,
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
