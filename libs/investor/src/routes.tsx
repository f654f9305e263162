import { routesFromManifest, type Domain, type Manifest } from '@site/shared-routing';
import { investorBlocks } from './blocks/registry';
import { investorCollections } from './collections';
import manifest from './content-manifest.json';

/** The investor domain's routes (docs/behaviour.md §2) with their meta, built from its content manifest. */
export const investorManifest = manifest as Manifest;

export const investorRoutes = routesFromManifest(
  investorManifest,
  {
    page: () => import('./pages/investor-page'),
    detail: {
      'news-updates': () => import('./pages/news-article-page'),
      'foundation-updates': () => import('./pages/foundation-article-page'),
    },
    form: () => import('./pages/shareholder-form-page'),
  },
  investorBlocks,
);

export const investorDomain: Domain = {
  manifest: investorManifest,
  navLabel: 'investor.nav.section',
  routes: investorRoutes,
  collections: investorCollections,
};
