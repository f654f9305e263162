import { describeDomainReads } from '@site/shared-routing/testing';
import { mpesaApi } from './api/mpesa-api';
import { mpesaMessages } from './messages';
import { mpesaDomain } from './routes';
import { seededTariffRecords } from './tools/tariff/testing/load-seed';

const { getMpesaPage, getTariff } = mpesaApi.endpoints;

describeDomainReads({
  domain: mpesaDomain,
  messages: mpesaMessages,
  pages: {
    mpesa: {
      en: {
        title: 'M-Pesa',
        blocks: [
          { __component: 'blocks.hero', title: 'M-Pesa' },
          { __component: 'blocks.tariff-calculator', title: 'What a transaction costs' },
        ],
      },
    },
  },
  // The calculator gets the tariff the CMS is seeded with: a list of articles would be a malformed one.
  lists: { 'tariff-bands': () => seededTariffRecords() },
  reads: [
    { path: '/mpesa', heading: 'M-Pesa', endpoints: [getMpesaPage, getTariff] },
    { path: '/mpesa-app', heading: 'Page mpesa-app', endpoints: [getMpesaPage] },
  ],
});
