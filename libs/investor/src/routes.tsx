import { domainFromManifest, type Manifest } from '@site/shared-routing';
import { investorBlocks } from './blocks/registry';
import { investorCollections } from './api/investor-api';
import manifest from './content-manifest.json';
import { investorMenu } from './menu-messages';

/** The investor domain (docs/behaviour.md §2): its routes with their meta, built from its content manifest. */
export const investorDomain = domainFromManifest(
  manifest as Manifest,
  investorMenu,
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
