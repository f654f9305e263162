import type { Locale } from '@site/shared-i18n';
import { expandSeedTariff, type SeedTariff } from '../tariff/testing/seeded-tariff';

const none = null;

/**
 * A shortened example tariff for stories (the browser cannot read the CMS seed file): the sample
 * rows of the public tariff page in the seed's shape, with "not allowed" cells and an open top band.
 */
export const exampleTariff: SeedTariff = {
  source: {
    en: 'Example fees for this sample site, shaped like the public M-Pesa fee table (Ada za M-Pesa); not the live tariff',
    sw: 'Ada za mfano za tovuti hii ya mfano, kwa muundo wa jedwali la umma la ada za M-Pesa (Ada za M-Pesa); si ada zinazotumika sasa',
  },
  categories: [
    {
      category: 'send-registered',
      label: {
        en: 'Send to registered users or partner networks',
        sw: 'Kutuma kwa watumiaji waliosajiliwa au mitandao ya washirika',
      },
    },
    {
      category: 'send-other-network',
      label: { en: 'Send to other networks', sw: 'Kutuma kwenda mitandao mingine' },
    },
    {
      category: 'send-unregistered',
      label: { en: 'Send to unregistered users', sw: 'Kutuma kwa watumiaji wasiosajiliwa' },
    },
    {
      category: 'withdraw-agent',
      label: { en: 'Withdraw at an agent or ATM', sw: 'Kutoa kwa wakala au ATM' },
    },
  ],
  bands: [
    [0, 999, 0, 10, none, none],
    [1000, 9999, 30, 35, 375, 350],
    [10000, 99999, 350, 550, 1800, 1450],
    [100000, 1000000, 1000, 1600, 6300, 3650],
    [1000001, 3000000, 5000, 6000, none, 8000],
    [3000001, none, 5000, 6000, none, 10000],
  ].map(([minimum, maximum, registered, other, unregistered, agent]) => ({
    minimum: minimum ?? 0,
    maximum: maximum ?? null,
    fees: {
      'send-registered': registered ?? null,
      'send-other-network': other ?? null,
      'send-unregistered': unregistered ?? null,
      'withdraw-agent': agent ?? null,
    },
  })),
};

export const exampleTariffRecords = (locale: Locale) => expandSeedTariff(exampleTariff, locale);
