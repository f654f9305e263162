import { defineMessages } from 'react-intl';

/**
 * The mpesa menu's labels: `content-manifest.json` names the section's and each route's by id
 * (`label`). The build ships none of this (a label is its id once the catalogs are compiled): it is
 * declared for `formatjs extract` and the translators, and `menu-messages.spec.ts` keeps it and the
 * manifest equal.
 */
export const mpesaMenu = defineMessages({
  section: {
    id: 'mpesa.nav.section',
    defaultMessage: 'M-Pesa',
    description:
      'Main menu: the name of the M-Pesa section, on the header bar on computers and as a row of the menu on phones; one or two short words.',
  },
  overview: {
    id: 'mpesa.nav.overview',
    defaultMessage: 'M-Pesa overview',
    description:
      'Main menu, M-Pesa section: the link to the page /mpesa; short, fits one line of a phone menu.',
  },
  loansSavings: {
    id: 'mpesa.nav.loansSavings',
    defaultMessage: 'Loans & savings',
    description:
      'Main menu, M-Pesa section: the heading of the "Loans & savings" group of links; short, fits one line of a phone menu.',
  },
  loansSavingsOverview: {
    id: 'mpesa.nav.loansSavingsOverview',
    defaultMessage: 'Loans & savings overview',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /loans-savings; short, fits one line of a phone menu.',
  },
  songesha: {
    id: 'mpesa.nav.songesha',
    defaultMessage: 'Songesha',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /songesha; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  mgodi: {
    id: 'mpesa.nav.mgodi',
    defaultMessage: 'Mgodi',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /mgodi; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  mpawa: {
    id: 'mpesa.nav.mpawa',
    defaultMessage: 'M-Pawa',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /mpawa; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  wakalaWezesha: {
    id: 'mpesa.nav.wakalaWezesha',
    defaultMessage: 'Wakala Wezesha',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /wakala-wezesha; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  wakalaSongesha: {
    id: 'mpesa.nav.wakalaSongesha',
    defaultMessage: 'Wakala Songesha',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /wakala-songesha; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  merchantLoan: {
    id: 'mpesa.nav.merchantLoan',
    defaultMessage: 'Merchant loan',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /merchant-loan; short, fits one line of a phone menu.',
  },
  halal: {
    id: 'mpesa.nav.halal',
    defaultMessage: 'M-Pesa Halal',
    description:
      'Main menu, M-Pesa › Loans & savings: the link to the page /halal; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  digitalPayments: {
    id: 'mpesa.nav.digitalPayments',
    defaultMessage: 'Digital payments',
    description:
      'Main menu, M-Pesa section: the heading of the "Digital payments" group of links; short, fits one line of a phone menu.',
  },
  digitalPaymentsOverview: {
    id: 'mpesa.nav.digitalPaymentsOverview',
    defaultMessage: 'Digital payments overview',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /digital-payments; short, fits one line of a phone menu.',
  },
  mpesaBusinessApp: {
    id: 'mpesa.nav.mpesaBusinessApp',
    defaultMessage: 'M-Pesa Business app',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /mpesa-business-app; short, fits one line of a phone menu.',
  },
  mpesaApp: {
    id: 'mpesa.nav.mpesaApp',
    defaultMessage: 'M-Pesa app',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /mpesa-app; short, fits one line of a phone menu.',
  },
  visaCards: {
    id: 'mpesa.nav.visaCards',
    defaultMessage: 'Visa cards',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /visa-cards; short, fits one line of a phone menu.',
  },
  linkedCards: {
    id: 'mpesa.nav.linkedCards',
    defaultMessage: 'Linked cards',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /linked-cards; short, fits one line of a phone menu.',
  },
  miniApps: {
    id: 'mpesa.nav.miniApps',
    defaultMessage: 'Mini apps',
    description:
      'Main menu, M-Pesa › Digital payments: the link to the page /mini-apps; short, fits one line of a phone menu.',
  },
  insurance: {
    id: 'mpesa.nav.insurance',
    defaultMessage: 'Insurance',
    description:
      'Main menu, M-Pesa section: the heading of the "Insurance" group of links; short, fits one line of a phone menu.',
  },
  insuranceOverview: {
    id: 'mpesa.nav.insuranceOverview',
    defaultMessage: 'Insurance overview',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /insurance; short, fits one line of a phone menu.',
  },
  insuranceLoan: {
    id: 'mpesa.nav.insuranceLoan',
    defaultMessage: 'Insurance loan',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /insurance-loan; short, fits one line of a phone menu.',
  },
  lipaKwaSimu: {
    id: 'mpesa.nav.lipaKwaSimu',
    defaultMessage: 'Lipa kwa Simu',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /lipa-kwa-simu; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  businessPayment: {
    id: 'mpesa.nav.businessPayment',
    defaultMessage: 'Business payments',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /business-payment; short, fits one line of a phone menu.',
  },
  motorInsurance: {
    id: 'mpesa.nav.motorInsurance',
    defaultMessage: 'Motor insurance',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /motor-insurance; short, fits one line of a phone menu.',
  },
  farajaYangu: {
    id: 'mpesa.nav.farajaYangu',
    defaultMessage: 'Faraja Yangu',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /faraja-yangu; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  lifeInsurance: {
    id: 'mpesa.nav.lifeInsurance',
    defaultMessage: 'Life insurance',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /life-insurance; short, fits one line of a phone menu.',
  },
  groupLife: {
    id: 'mpesa.nav.groupLife',
    defaultMessage: 'Group life cover',
    description:
      'Main menu, M-Pesa › Insurance: the link to the page /group-life; short, fits one line of a phone menu.',
  },
  financialServices: {
    id: 'mpesa.nav.financialServices',
    defaultMessage: 'Financial services',
    description:
      'Main menu, M-Pesa section: the heading of the "Financial services" group of links; short, fits one line of a phone menu.',
  },
  financialServicesOverview: {
    id: 'mpesa.nav.financialServicesOverview',
    defaultMessage: 'Financial services overview',
    description:
      'Main menu, M-Pesa › Financial services: the link to the page /financial-services; short, fits one line of a phone menu.',
  },
  changisha: {
    id: 'mpesa.nav.changisha',
    defaultMessage: 'Changisha',
    description:
      'Main menu, M-Pesa › Financial services: the link to the page /changisha; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  mkoba: {
    id: 'mpesa.nav.mkoba',
    defaultMessage: 'M-Koba',
    description:
      'Main menu, M-Pesa › Financial services: the link to the page /mkoba; short, fits one line of a phone menu. A name: the same in every language (docs/glossary.md).',
  },
  moneyTransfer: {
    id: 'mpesa.nav.moneyTransfer',
    defaultMessage: 'Money transfer',
    description:
      'Main menu, M-Pesa section: the heading of the "Money transfer" group of links; short, fits one line of a phone menu.',
  },
  internationalMoneyTransfer: {
    id: 'mpesa.nav.internationalMoneyTransfer',
    defaultMessage: 'International money transfer',
    description:
      'Main menu, M-Pesa › Money transfer: the link to the page /international-money-transfer; short, fits one line of a phone menu.',
  },
  mpesaAgents: {
    id: 'mpesa.nav.mpesaAgents',
    defaultMessage: 'M-Pesa agents',
    description:
      'Main menu, M-Pesa › Money transfer: the link to the page /mpesa-agents; short, fits one line of a phone menu.',
  },
  paymentServices: {
    id: 'mpesa.nav.paymentServices',
    defaultMessage: 'Payment services',
    description:
      'Main menu, M-Pesa section: the heading of the "Payment services" group of links; short, fits one line of a phone menu.',
  },
  paymentServicesOverview: {
    id: 'mpesa.nav.paymentServicesOverview',
    defaultMessage: 'Payment services overview',
    description:
      'Main menu, M-Pesa › Payment services: the link to the page /payment-services; short, fits one line of a phone menu.',
  },
});
