import { defineMessages } from 'react-intl';

/**
 * The investor menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const investorMenu = defineMessages({
  section: {
    id: 'investor.nav.section',
    defaultMessage: 'About & investors',
    description:
      'Main menu: the name of the About & investors section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  about: {
    id: 'investor.nav.about',
    defaultMessage: 'About us',
    description:
      'Main menu, About & investors section: the heading of the "About us" group of links; short, fits one line of a phone menu.',
  },
  aboutUs: {
    id: 'investor.nav.aboutUs',
    defaultMessage: 'Who we are',
    description:
      'Main menu, About & investors › About us: the link to the page /about-us; short, fits one line of a phone menu.',
  },
  executiveTeam: {
    id: 'investor.nav.executiveTeam',
    defaultMessage: 'Executive team',
    description:
      'Main menu, About & investors › About us: the link to the page /executive-team; short, fits one line of a phone menu.',
  },
  boardMembers: {
    id: 'investor.nav.boardMembers',
    defaultMessage: 'Board members',
    description:
      'Main menu, About & investors › About us: the link to the page /board-members; short, fits one line of a phone menu.',
  },
  boardCommittee: {
    id: 'investor.nav.boardCommittee',
    defaultMessage: 'Board committees',
    description:
      'Main menu, About & investors › About us: the link to the page /board-commitee; short, fits one line of a phone menu.',
  },
  investors: {
    id: 'investor.nav.investors',
    defaultMessage: 'Investors',
    description:
      'Main menu, About & investors section: the heading of the "Investors" group of links; short, fits one line of a phone menu.',
  },
  financials: {
    id: 'investor.nav.financials',
    defaultMessage: 'Financial reports',
    description:
      'Main menu, About & investors › Investors: the link to the page /financials; short, fits one line of a phone menu.',
  },
  agm: {
    id: 'investor.nav.agm',
    defaultMessage: 'Annual general meeting',
    description:
      'Main menu, About & investors › Investors: the link to the page /annual-general-meeting; short, fits one line of a phone menu.',
  },
  dividends: {
    id: 'investor.nav.dividends',
    defaultMessage: 'Dividends',
    description:
      'Main menu, About & investors › Investors: the link to the page /dividends; short, fits one line of a phone menu.',
  },
  announcements: {
    id: 'investor.nav.announcements',
    defaultMessage: 'Announcements',
    description:
      'Main menu, About & investors › Investors: the link to the page /announcements; short, fits one line of a phone menu.',
  },
  calendar: {
    id: 'investor.nav.calendar',
    defaultMessage: 'Financial calendar',
    description:
      'Main menu, About & investors › Investors: the link to the page /calendar; short, fits one line of a phone menu.',
  },
  videos: {
    id: 'investor.nav.videos',
    defaultMessage: 'Investor videos',
    description:
      'Name of the route /investor-videos (redirect) of the About & investors section; not shown in the menu.',
  },
  news: {
    id: 'investor.nav.news',
    defaultMessage: 'News',
    description:
      'Main menu, About & investors section: the heading of the "News" group of links; short, fits one line of a phone menu.',
  },
  newsEvents: {
    id: 'investor.nav.newsEvents',
    defaultMessage: 'News & events',
    description:
      'Main menu, About & investors › News: the link to the page /news-events; short, fits one line of a phone menu.',
  },
  article: {
    id: 'investor.nav.article',
    defaultMessage: 'Article',
    description:
      'Name of the route /news-event/:id/:slug? (detail) of the About & investors section; not shown in the menu.',
  },
  shareholderForm: {
    id: 'investor.nav.shareholderForm',
    defaultMessage: 'Shareholder form',
    description:
      'Name of the route /shareholder-form (form) of the About & investors section; not shown in the menu.',
  },
});
