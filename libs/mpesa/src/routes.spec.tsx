import { describeDomainRoutes } from '@site/shared-routing/testing';
import { mpesaMessages } from './messages';
import { mpesaDomain } from './routes';

describeDomainRoutes({
  domain: mpesaDomain,
  messages: mpesaMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/mpesa',
    '/loans-savings',
    '/songesha',
    '/mgodi',
    '/mpawa',
    '/wakala-wezesha',
    '/wakala-songesha',
    '/merchant-loan',
    '/halal',
    '/digital-payments',
    '/mpesa-business-app',
    '/mpesa-app',
    '/visa-cards',
    '/linked-cards',
    '/mini-apps',
    '/insurance',
    '/insurance-loan',
    '/lipa-kwa-simu',
    '/business-payment',
    '/motor-insurance',
    '/faraja-yangu',
    '/life-insurance',
    '/group-life',
    '/financial-services',
    '/changisha',
    '/mkoba',
    '/international-money-transfer',
    '/mpesa-agents',
    '/payment-services',
  ],
});
