import { describeDomainRoutes, serverAnswer } from '@site/shared-routing/testing';
import { mobileMessages } from './messages';
import { mobileDomain } from './routes';

describeDomainRoutes({
  domain: mobileDomain,
  messages: mobileMessages,
  // docs/behaviour.md §2: the paths of this area of the site.
  specPaths: [
    '/',
    '/digital',
    '/internet-overview',
    '/voice-sms',
    '/J4U',
    '/pinduapindua',
    '/international-roaming',
    '/international-calling',
    '/jimixie',
    '/redrlx',
    '/tuzo-points',
    '/uni-offer',
    '/soka',
    '/chekecha-mkwanja',
    '/tusua-mapene',
    '/tusua-sport',
    '/sport-news/:id/:slug?',
    '/the-best',
    '/e-gazeti',
    '/story-box',
    '/magic',
    '/voda-habari',
    '/ndoto-media',
    '/callertunes',
    '/mdundo',
    '/shake-win',
    '/swipe-win',
    '/paisha',
    '/smart-bango',
    '/voda-njiwa',
    '/nipige-tafu',
    '/elimika',
    '/afya-call',
    '/google-play',
    '/my-vodacom-app',
    '/ushauri',
    '/devices',
    '/devices/:id/:slug?',
    '/fwa',
    '/5G',
  ],
  details: [
    { base: '/sport-news', collection: 'sport-updates' },
    { base: '/devices', collection: 'device-updates' },
  ],
});

describe('leaving the site', () => {
  it.each(['en', 'sw'] as const)(
    '/5G moves to /fwa, which sends the visitor to the fixed wireless page (%s)',
    async (locale) => {
      const home = locale === 'sw' ? '/sw' : '';
      expect(await serverAnswer(mobileDomain, '/5G', locale)).toEqual({
        status: 301,
        location: `${home}/fwa`,
      });
      expect(await serverAnswer(mobileDomain, '/fwa', locale)).toEqual({
        status: 302,
        location: 'https://www.vodacom.co.tz/fwa',
      });
    },
  );
});
