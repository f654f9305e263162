import { describeDomainRoutes, serverAnswer } from '@site/shared-routing/testing';
import { investorMessages } from './messages';
import { investorDomain } from './routes';

describeDomainRoutes({
  domain: investorDomain,
  messages: investorMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/about-us',
    '/calendar',
    '/executive-team',
    '/board-members',
    '/board-commitee',
    '/announcements',
    '/financials',
    '/annual-general-meeting',
    '/dividends',
    '/news-events',
    '/news-event/:id/:slug?',
    '/foundation-news/:id/:slug?',
    '/investor-videos',
    '/shareholder-form',
  ],
  details: [
    { base: '/news-event', collection: 'news-updates' },
    { base: '/foundation-news', collection: 'foundation-updates' },
  ],
});

describe('leaving the site', () => {
  it('/investor-videos sends the visitor to the video channel', async () => {
    expect(await serverAnswer(investorDomain, '/investor-videos')).toEqual({
      status: 302,
      location: 'https://www.youtube.com/@VodacomTanzania',
    });
  });
});
