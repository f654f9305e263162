import { describeDomainRoutes } from '@site/shared-routing/testing';
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
    '/investor-videos',
    '/shareholder-form',
  ],
  details: [{ base: '/news-event', collection: 'news-updates' }],
  serverRedirects: [
    { from: '/investor-videos', status: 302, to: 'https://www.youtube.com/@VodacomTanzania' },
  ],
});
