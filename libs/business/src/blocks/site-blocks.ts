import { listReads, type SiteBlocks } from '@site/shared-blocks';
import { businessApi } from '../api/business-api';

/**
 * What the business domain lends every page of the site: its services' list, which an editor embeds by
 * name (the small, mid and large business pages show it).
 */
export const businessSiteBlocks: Partial<SiteBlocks> = {
  lists: {
    'vbu-services': {
      load: () => import('./vbu-services-list-block'),
      reads: listReads(businessApi.endpoints.getBusinessServices),
    },
  },
};
