import { describeDomainRoutes } from '@site/shared-routing/testing';
import { foundationMessages } from './messages';
import { foundationDomain } from './routes';

describeDomainRoutes({
  domain: foundationDomain,
  messages: foundationMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/vodacom-foundation',
    '/what-we-do',
    '/aboutUs',
    '/learning',
    '/connected-health',
    '/planet',
    '/financial-inclusion',
    '/education-inclusion',
    '/guidelines',
    '/volunteers',
    '/our-goal',
    '/foundation-news/:id/:slug?',
  ],
  details: [{ base: '/foundation-news', collection: 'foundation-updates' }],
});
