import { defineMessages } from 'react-intl';

/**
 * The business menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const businessMenu = defineMessages({
  section: {
    id: 'business.nav.section',
    defaultMessage: 'Business',
    description:
      'Main menu: the name of the Business section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  business: {
    id: 'business.nav.business',
    defaultMessage: 'Vodacom Business',
    description:
      'Main menu, Business section: the heading of the "Vodacom Business" group of links; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  small: {
    id: 'business.nav.small',
    defaultMessage: 'Small business',
    description:
      'Main menu, Business › Vodacom Business: the link to the page /vodacom-business; short, fits one line of a phone menu.',
  },
  mid: {
    id: 'business.nav.mid',
    defaultMessage: 'Medium business',
    description:
      'Main menu, Business › Vodacom Business: the link to the page /mid; short, fits one line of a phone menu.',
  },
  large: {
    id: 'business.nav.large',
    defaultMessage: 'Large business',
    description:
      'Main menu, Business › Vodacom Business: the link to the page /large; short, fits one line of a phone menu.',
  },
  supakasi: {
    id: 'business.nav.supakasi',
    defaultMessage: 'Supakasi',
    description:
      'Name of the route /supakasi (page) of the Business section; not shown in the menu. A name: the same in every language (docs/glossary.md).',
  },
  service: {
    id: 'business.nav.service',
    defaultMessage: 'Business service',
    description:
      'Name of the route /vodacom-business/:id/:slug? (detail) of the Business section; not shown in the menu.',
  },
  community: {
    id: 'business.nav.community',
    defaultMessage: 'Business community',
    description:
      'Name of the route /vodacombusinesscommunity (redirect) of the Business section; not shown in the menu.',
  },
});
