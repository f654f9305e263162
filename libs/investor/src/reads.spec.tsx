import { describeDomainReads } from '@site/shared-routing/testing';
import { eventFixture } from '@site/shared-testing';
import { investorApi } from './api/investor-api';
import { investorMessages } from './messages';
import { investorDomain } from './routes';

const { getInvestorPage, getNewsList, getNewsItem, getAnnouncements, getEvents } = investorApi.endpoints;

describeDomainReads({
  domain: investorDomain,
  messages: investorMessages,
  pages: {
    'investor-calendar': {
      en: {
        title: 'Calendar',
        blocks: [
          { __component: 'blocks.hero', title: 'Calendar' },
          { __component: 'blocks.event-calendar', category: 'investor' },
          { __component: 'blocks.collection-embed', collection: 'announcements', limit: 3 },
        ],
      },
    },
  },
  lists: { events: () => [eventFixture(1, '2099-06-01')] },
  reads: [
    // The news and events page: its list, and the section below it (a page of the domain too).
    { path: '/news-events', heading: 'Page news-header', endpoints: [getInvestorPage, getNewsList] },
    { path: '/news-event/art1', heading: 'Sport update 1', endpoints: [getNewsItem] },
    { path: '/calendar', heading: 'Calendar', endpoints: [getInvestorPage, getEvents, getAnnouncements] },
    { path: '/shareholder-form', heading: 'Page shareholder-form', endpoints: [getInvestorPage] },
  ],
});
