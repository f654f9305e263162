import { eventCalendarReads, listReads, type SiteBlocks } from '@site/shared-blocks';
import { investorApi } from '../api/investor-api';

/**
 * What the investor domain lends every page of the site: its collections' lists, which an editor
 * embeds by name (the home page shows the news), and the events calendar.
 */
export const investorSiteBlocks: Partial<SiteBlocks> = {
  blocks: {
    'blocks.event-calendar': {
      load: () => import('./event-calendar-block'),
      reads: eventCalendarReads(investorApi.endpoints.getEvents),
    },
  },
  lists: {
    'news-updates': {
      load: () => import('./news-updates-list-block'),
      reads: listReads(investorApi.endpoints.getNewsList),
    },
    announcements: {
      load: () => import('./announcements-list-block'),
      reads: listReads(investorApi.endpoints.getAnnouncements),
    },
    events: {
      load: () => import('./events-list-block'),
      reads: listReads(investorApi.endpoints.getEvents),
    },
  },
};
