import { listReads, type SiteBlocks } from '@site/shared-blocks';
import { mobileApi } from '../api/mobile-api';

/**
 * What the mobile domain lends every page of the site: its collections' lists, which an editor embeds
 * by name (and `/soka` and `/devices` show as their own).
 */
export const mobileSiteBlocks: Partial<SiteBlocks> = {
  lists: {
    'sport-updates': {
      load: () => import('./sport-updates-list-block'),
      reads: listReads(mobileApi.endpoints.getSportUpdates),
    },
    'device-updates': {
      load: () => import('./device-updates-list-block'),
      reads: listReads(mobileApi.endpoints.getDeviceUpdates),
    },
  },
};
