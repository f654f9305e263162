import { describeDomainRoutes } from '@site/shared-routing/testing';
import { businessMessages } from './messages';
import { businessDomain } from './routes';

describeDomainRoutes({
  domain: businessDomain,
  messages: businessMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/vodacom-business',
    '/vodacombusinesscommunity',
    '/supakasi',
    '/vodacom-business/:id/:slug?',
    '/large',
    '/mid',
  ],
  details: [{ base: '/vodacom-business', collection: 'vbu-services' }],
  redirects: [{ from: '/vodacombusinesscommunity', to: '/vodacom-business' }],
});
