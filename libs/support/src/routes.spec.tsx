import { describeDomainRoutes } from '@site/shared-routing/testing';
import { supportMessages } from './messages';
import { supportDomain } from './routes';

describeDomainRoutes({
  domain: supportDomain,
  messages: supportMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/terms-conditions',
    '/general-terms',
    '/M-pesa-terms',
    '/digital-services-terms',
    '/vodacom-business-terms',
    '/bundles-terms',
    '/devices-terms',
    '/privacy',
    '/privacy-policy',
    '/cookie-preferences',
    '/faq/:item?',
    '/digital-services-faqs',
    '/vodacom-business-faq',
    '/bundles-faqs',
    '/M-pesa-faqs',
    '/customer-service',
    '/bug-bounty',
    '/sim-registration',
    '/contact-us',
  ],
});
