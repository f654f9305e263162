import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const supportPageContent: StoryPage = {
  endpoint: 'customer-service',
  en: {
    title: 'Customer service',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'We are here to help',
        text: 'Call 100 for free, chat with us on WhatsApp or visit a Vodacom shop.',
        theme: 'red',
        primaryAction: {
          label: 'Call 100',
          href: 'tel:100',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Help yourself',
        features: [
          {
            title: 'Check your balance',
            text: 'Dial *102# for airtime and bundles.',
            icon: 'phone',
          },
          {
            title: 'Reset your M-Pesa PIN',
            text: 'Dial *150*00# and choose My Account.',
            icon: 'lock',
          },
          {
            title: 'Register your SIM',
            text: 'Bring your NIDA number to any shop or agent.',
            icon: 'id-card',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Huduma kwa wateja',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Tuko hapa kukusaidia',
        text: 'Piga 100 bure, zungumza nasi kwa WhatsApp au tembelea duka la Vodacom.',
        theme: 'red',
        primaryAction: {
          label: 'Piga 100',
          href: 'tel:100',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Jisaidie mwenyewe',
        features: [
          {
            title: 'Angalia salio',
            text: 'Piga *102# kwa salio la muda wa maongezi na vifurushi.',
            icon: 'phone',
          },
          {
            title: 'Badilisha PIN ya M-Pesa',
            text: 'Piga *150*00# kisha chagua Akaunti Yangu.',
            icon: 'lock',
          },
          {
            title: 'Sajili laini yako',
            text: 'Leta namba yako ya NIDA dukani au kwa wakala.',
            icon: 'id-card',
          },
        ],
      },
    ],
  },
};
