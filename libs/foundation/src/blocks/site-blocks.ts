import { listReads, type SiteBlocks } from '@site/shared-blocks';
import { foundationApi } from '../api/foundation-api';

/**
 * What the foundation domain lends every page of the site: its stories' list, which an editor embeds
 * by name (each programme's page shows its own).
 */
export const foundationSiteBlocks: Partial<SiteBlocks> = {
  lists: {
    'foundation-updates': {
      load: () => import('./foundation-updates-list-block'),
      reads: listReads(foundationApi.endpoints.getFoundationUpdates),
    },
  },
};
