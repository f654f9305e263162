import { defineMessages } from 'react-intl';

/**
 * The mobile menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const mobileMenu = defineMessages({
  section: {
    id: 'mobile.nav.section',
    defaultMessage: 'Personal',
    description:
      'Main menu: the name of the Personal section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  home: {
    id: 'mobile.nav.home',
    defaultMessage: 'Home',
    description: 'Main menu, Personal section: the link to the page /; short, fits one line of a phone menu.',
  },
  bundles: {
    id: 'mobile.nav.bundles',
    defaultMessage: 'Bundles',
    description:
      'Main menu, Personal section: the heading of the "Bundles" group of links; short, fits one line of a phone menu.',
  },
  internet: {
    id: 'mobile.nav.internet',
    defaultMessage: 'Internet bundles',
    description:
      'Main menu, Personal › Bundles: the link to the page /internet-overview; short, fits one line of a phone menu.',
  },
  voice: {
    id: 'mobile.nav.voice',
    defaultMessage: 'Voice & SMS',
    description:
      'Main menu, Personal › Bundles: the link to the page /voice-sms; short, fits one line of a phone menu.',
  },
  j4u: {
    id: 'mobile.nav.j4u',
    defaultMessage: 'Just 4 You',
    description:
      'Main menu, Personal › Bundles: the link to the page /J4U; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  pinduapindua: {
    id: 'mobile.nav.pinduapindua',
    defaultMessage: 'Pinduapindua',
    description:
      'Main menu, Personal › Bundles: the link to the page /pinduapindua; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  roaming: {
    id: 'mobile.nav.roaming',
    defaultMessage: 'International roaming',
    description:
      'Main menu, Personal › Bundles: the link to the page /international-roaming; short, fits one line of a phone menu.',
  },
  international: {
    id: 'mobile.nav.international',
    defaultMessage: 'International calling',
    description:
      'Main menu, Personal › Bundles: the link to the page /international-calling; short, fits one line of a phone menu.',
  },
  jimixie: {
    id: 'mobile.nav.jimixie',
    defaultMessage: 'Jimixie',
    description:
      'Main menu, Personal › Bundles: the link to the page /jimixie; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  redrlx: {
    id: 'mobile.nav.redrlx',
    defaultMessage: 'RED RLX',
    description:
      'Main menu, Personal › Bundles: the link to the page /redrlx; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  tuzoPoints: {
    id: 'mobile.nav.tuzoPoints',
    defaultMessage: 'Tuzo points',
    description:
      'Main menu, Personal › Bundles: the link to the page /tuzo-points; short, fits one line of a phone menu.',
  },
  uniOffer: {
    id: 'mobile.nav.uniOffer',
    defaultMessage: 'University offer',
    description:
      'Main menu, Personal › Bundles: the link to the page /uni-offer; short, fits one line of a phone menu.',
  },
  sportGames: {
    id: 'mobile.nav.sportGames',
    defaultMessage: 'Sport & games',
    description:
      'Main menu, Personal section: the heading of the "Sport & games" group of links; short, fits one line of a phone menu.',
  },
  soka: {
    id: 'mobile.nav.soka',
    defaultMessage: 'Soka',
    description:
      'Main menu, Personal › Sport & games: the link to the page /soka; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  chekechaMkwanja: {
    id: 'mobile.nav.chekechaMkwanja',
    defaultMessage: 'Chekecha Mkwanja',
    description:
      'Main menu, Personal › Sport & games: the link to the page /chekecha-mkwanja; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  tusuaMapene: {
    id: 'mobile.nav.tusuaMapene',
    defaultMessage: 'Tusua Mapene',
    description:
      'Main menu, Personal › Sport & games: the link to the page /tusua-mapene; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  tusuaSport: {
    id: 'mobile.nav.tusuaSport',
    defaultMessage: 'Tusua Sport',
    description:
      'Main menu, Personal › Sport & games: the link to the page /tusua-sport; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  sportNews: {
    id: 'mobile.nav.sportNews',
    defaultMessage: 'Sport news',
    description:
      'Name of the route /sport-news/:id/:slug? (detail) of the Personal section; not shown in the menu.',
  },
  entertainment: {
    id: 'mobile.nav.entertainment',
    defaultMessage: 'Entertainment',
    description:
      'Main menu, Personal section: the heading of the "Entertainment" group of links; short, fits one line of a phone menu.',
  },
  theBest: {
    id: 'mobile.nav.theBest',
    defaultMessage: 'The Best',
    description:
      'Main menu, Personal › Entertainment: the link to the page /the-best; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  eGazeti: {
    id: 'mobile.nav.eGazeti',
    defaultMessage: 'E-Gazeti',
    description:
      'Main menu, Personal › Entertainment: the link to the page /e-gazeti; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  storyBox: {
    id: 'mobile.nav.storyBox',
    defaultMessage: 'Story Box',
    description:
      'Main menu, Personal › Entertainment: the link to the page /story-box; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  magic: {
    id: 'mobile.nav.magic',
    defaultMessage: 'Magic',
    description:
      'Main menu, Personal › Entertainment: the link to the page /magic; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  vodaHabari: {
    id: 'mobile.nav.vodaHabari',
    defaultMessage: 'Voda Habari',
    description:
      'Main menu, Personal › Entertainment: the link to the page /voda-habari; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  ndotoMedia: {
    id: 'mobile.nav.ndotoMedia',
    defaultMessage: 'Ndoto Media',
    description:
      'Main menu, Personal › Entertainment: the link to the page /ndoto-media; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  callertunes: {
    id: 'mobile.nav.callertunes',
    defaultMessage: 'Caller tunes',
    description:
      'Main menu, Personal › Entertainment: the link to the page /callertunes; short, fits one line of a phone menu.',
  },
  mdundo: {
    id: 'mobile.nav.mdundo',
    defaultMessage: 'Mdundo',
    description:
      'Main menu, Personal › Entertainment: the link to the page /mdundo; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  shakeWin: {
    id: 'mobile.nav.shakeWin',
    defaultMessage: 'Shake & Win',
    description:
      'Main menu, Personal › Entertainment: the link to the page /shake-win; short, fits one line of a phone menu.',
  },
  swipeWin: {
    id: 'mobile.nav.swipeWin',
    defaultMessage: 'Swipe & Win',
    description:
      'Main menu, Personal › Entertainment: the link to the page /swipe-win; short, fits one line of a phone menu.',
  },
  services: {
    id: 'mobile.nav.services',
    defaultMessage: 'Services',
    description:
      'Main menu, Personal section: the heading of the "Services" group of links; short, fits one line of a phone menu.',
  },
  paisha: {
    id: 'mobile.nav.paisha',
    defaultMessage: 'Paisha',
    description:
      'Main menu, Personal › Services: the link to the page /paisha; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  smartBango: {
    id: 'mobile.nav.smartBango',
    defaultMessage: 'Smart Bango',
    description:
      'Main menu, Personal › Services: the link to the page /smart-bango; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  vodaNjiwa: {
    id: 'mobile.nav.vodaNjiwa',
    defaultMessage: 'Voda Njiwa',
    description:
      'Name of the route /voda-njiwa (page) of the Personal section; not shown in the menu. A name: the same in every language (docs/glossary.md).',
  },
  nipigeTafu: {
    id: 'mobile.nav.nipigeTafu',
    defaultMessage: 'Nipige Tafu',
    description:
      'Main menu, Personal › Services: the link to the page /nipige-tafu; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  elimika: {
    id: 'mobile.nav.elimika',
    defaultMessage: 'Elimika',
    description:
      'Main menu, Personal › Services: the link to the page /elimika; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  afyaCall: {
    id: 'mobile.nav.afyaCall',
    defaultMessage: 'Afya Call',
    description:
      'Main menu, Personal › Services: the link to the page /afya-call; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  googlePlay: {
    id: 'mobile.nav.googlePlay',
    defaultMessage: 'Google Play billing',
    description:
      'Main menu, Personal › Services: the link to the page /google-play; short, fits one line of a phone menu.',
  },
  myVodacomApp: {
    id: 'mobile.nav.myVodacomApp',
    defaultMessage: 'My Vodacom app',
    description:
      'Main menu, Personal › Services: the link to the page /my-vodacom-app; short, fits one line of a phone menu.',
  },
  ushauri: {
    id: 'mobile.nav.ushauri',
    defaultMessage: 'Ushauri',
    description:
      'Main menu, Personal › Services: the link to the page /ushauri; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  lifestyle: {
    id: 'mobile.nav.lifestyle',
    defaultMessage: 'Lifestyle',
    description:
      'Main menu, Personal section: the heading of the "Lifestyle" group of links; short, fits one line of a phone menu.',
  },
  digital: {
    id: 'mobile.nav.digital',
    defaultMessage: 'Digital services',
    description:
      'Main menu, Personal › Lifestyle: the link to the page /digital; short, fits one line of a phone menu.',
  },
  devices: {
    id: 'mobile.nav.devices',
    defaultMessage: 'Devices',
    description:
      'Main menu, Personal › Lifestyle: the link to the page /devices; short, fits one line of a phone menu.',
  },
  deviceDetail: {
    id: 'mobile.nav.deviceDetail',
    defaultMessage: 'Device',
    description:
      'Name of the route /devices/:id/:slug? (detail) of the Personal section; not shown in the menu.',
  },
  fiveG: {
    id: 'mobile.nav.fiveG',
    defaultMessage: '5G',
    description:
      'Name of the route /5G (redirect) of the Personal section; not shown in the menu. A name: the same in every language (docs/glossary.md).',
  },
  fwa: {
    id: 'mobile.nav.fwa',
    defaultMessage: 'Home internet (FWA)',
    description: 'Name of the route /fwa (redirect) of the Personal section; not shown in the menu.',
  },
});
