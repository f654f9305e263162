import { defineMessages } from 'react-intl';

/**
 * The foundation menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const foundationMenu = defineMessages({
  section: {
    id: 'foundation.nav.section',
    defaultMessage: 'Foundation',
    description:
      'Main menu: the name of the Foundation section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  foundation: {
    id: 'foundation.nav.foundation',
    defaultMessage: 'Vodacom Foundation',
    description:
      'Main menu, Foundation section: the heading of the "Vodacom Foundation" group of links; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  home: {
    id: 'foundation.nav.home',
    defaultMessage: 'Foundation home',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /vodacom-foundation; short, fits one line of a phone menu.',
  },
  whatWeDo: {
    id: 'foundation.nav.whatWeDo',
    defaultMessage: 'What we do',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /what-we-do; short, fits one line of a phone menu.',
  },
  about: {
    id: 'foundation.nav.about',
    defaultMessage: 'About the foundation',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /aboutUs; short, fits one line of a phone menu.',
  },
  learning: {
    id: 'foundation.nav.learning',
    defaultMessage: 'Learning',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /learning; short, fits one line of a phone menu.',
  },
  connectedHealth: {
    id: 'foundation.nav.connectedHealth',
    defaultMessage: 'Connected health',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /connected-health; short, fits one line of a phone menu.',
  },
  planet: {
    id: 'foundation.nav.planet',
    defaultMessage: 'Planet',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /planet; short, fits one line of a phone menu.',
  },
  financialInclusion: {
    id: 'foundation.nav.financialInclusion',
    defaultMessage: 'Financial inclusion',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /financial-inclusion; short, fits one line of a phone menu.',
  },
  educationInclusion: {
    id: 'foundation.nav.educationInclusion',
    defaultMessage: 'Education inclusion',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /education-inclusion; short, fits one line of a phone menu.',
  },
  guidelines: {
    id: 'foundation.nav.guidelines',
    defaultMessage: 'Funding guidelines',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /guidelines; short, fits one line of a phone menu.',
  },
  volunteers: {
    id: 'foundation.nav.volunteers',
    defaultMessage: 'Volunteers',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /volunteers; short, fits one line of a phone menu.',
  },
  ourGoal: {
    id: 'foundation.nav.ourGoal',
    defaultMessage: 'Our goal',
    description:
      'Main menu, Foundation › Vodacom Foundation: the link to the page /our-goal; short, fits one line of a phone menu.',
  },
  article: {
    id: 'foundation.nav.article',
    defaultMessage: 'Foundation story',
    description:
      'Name of the route /foundation-news/:id/:slug? (detail) of the Foundation section; not shown in the menu.',
  },
});
