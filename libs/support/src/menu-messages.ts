import { defineMessages } from 'react-intl';

/**
 * The support menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const supportMenu = defineMessages({
  section: {
    id: 'support.nav.section',
    defaultMessage: 'Help',
    description:
      'Main menu: the name of the Help section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  help: {
    id: 'support.nav.help',
    defaultMessage: 'Help',
    description:
      'Main menu, Help section: the heading of the "Help" group of links; short, fits one line of a phone menu.',
  },
  customerService: {
    id: 'support.nav.customerService',
    defaultMessage: 'Customer service',
    description:
      'Main menu, Help › Help: the link to the page /customer-service; short, fits one line of a phone menu.',
  },
  contactUs: {
    id: 'support.nav.contactUs',
    defaultMessage: 'Contact us',
    description:
      'Main menu, Help › Help: the link to the page /contact-us; short, fits one line of a phone menu.',
  },
  simRegistration: {
    id: 'support.nav.simRegistration',
    defaultMessage: 'SIM registration',
    description:
      'Main menu, Help › Help: the link to the page /sim-registration; short, fits one line of a phone menu.',
  },
  bugBounty: {
    id: 'support.nav.bugBounty',
    defaultMessage: 'Bug bounty',
    description:
      'Main menu, Help › Help: the link to the page /bug-bounty; short, fits one line of a phone menu.',
  },
  faqs: {
    id: 'support.nav.faqs',
    defaultMessage: 'FAQs',
    description:
      'Main menu, Help section: the heading of the "FAQs" group of links; short, fits one line of a phone menu.',
  },
  faq: {
    id: 'support.nav.faq',
    defaultMessage: 'Frequently asked questions',
    description: 'Name of the route /faq/:item? (page) of the Help section; not shown in the menu.',
  },
  digitalFaq: {
    id: 'support.nav.digitalFaq',
    defaultMessage: 'Digital services FAQs',
    description:
      'Main menu, Help › FAQs: the link to the page /digital-services-faqs; short, fits one line of a phone menu.',
  },
  vbuFaq: {
    id: 'support.nav.vbuFaq',
    defaultMessage: 'Vodacom Business FAQs',
    description:
      'Main menu, Help › FAQs: the link to the page /vodacom-business-faq; short, fits one line of a phone menu.',
  },
  bundleFaq: {
    id: 'support.nav.bundleFaq',
    defaultMessage: 'Bundle FAQs',
    description:
      'Main menu, Help › FAQs: the link to the page /bundles-faqs; short, fits one line of a phone menu.',
  },
  mpesaFaq: {
    id: 'support.nav.mpesaFaq',
    defaultMessage: 'M-Pesa FAQs',
    description:
      'Main menu, Help › FAQs: the link to the page /M-pesa-faqs; short, fits one line of a phone menu.',
  },
  legal: {
    id: 'support.nav.legal',
    defaultMessage: 'Terms & privacy',
    description:
      'Main menu, Help section: the heading of the "Terms & privacy" group of links; short, fits one line of a phone menu.',
  },
  terms: {
    id: 'support.nav.terms',
    defaultMessage: 'Terms & conditions',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /terms-conditions; short, fits one line of a phone menu.',
  },
  generalTerms: {
    id: 'support.nav.generalTerms',
    defaultMessage: 'General terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /general-terms; short, fits one line of a phone menu.',
  },
  mpesaTerms: {
    id: 'support.nav.mpesaTerms',
    defaultMessage: 'M-Pesa terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /M-pesa-terms; short, fits one line of a phone menu.',
  },
  digitalTerms: {
    id: 'support.nav.digitalTerms',
    defaultMessage: 'Digital services terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /digital-services-terms; short, fits one line of a phone menu.',
  },
  vbuTerms: {
    id: 'support.nav.vbuTerms',
    defaultMessage: 'Vodacom Business terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /vodacom-business-terms; short, fits one line of a phone menu.',
  },
  bundleTerms: {
    id: 'support.nav.bundleTerms',
    defaultMessage: 'Bundle terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /bundles-terms; short, fits one line of a phone menu.',
  },
  deviceTerms: {
    id: 'support.nav.deviceTerms',
    defaultMessage: 'Device terms',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /devices-terms; short, fits one line of a phone menu.',
  },
  privacy: {
    id: 'support.nav.privacy',
    defaultMessage: 'Privacy statement',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /privacy; short, fits one line of a phone menu.',
  },
  privacyPolicy: {
    id: 'support.nav.privacyPolicy',
    defaultMessage: 'Candidate privacy policy',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /privacy-policy; short, fits one line of a phone menu.',
  },
  cookiePreferences: {
    id: 'support.nav.cookiePreferences',
    defaultMessage: 'Cookie preferences',
    description:
      'Main menu, Help › Terms & privacy: the link to the page /cookie-preferences; short, fits one line of a phone menu.',
  },
});
