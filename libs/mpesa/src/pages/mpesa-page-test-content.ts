import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const mpesaPageContent: StoryPage = {
  endpoint: 'mpesa',
  en: {
    title: 'M-Pesa',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Your money, wherever you are',
        text: 'Send and receive money, pay bills and shops, save and borrow — all from your phone. Dial *150*00#.',
        theme: 'red',
        primaryAction: {
          label: 'Dial *150*00#',
          href: 'tel:*150*00%23',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'What you can do',
        features: [
          {
            title: 'Send money',
            text: 'To any M-Pesa user or other networks in seconds.',
            icon: 'send',
          },
          {
            title: 'Pay with Lipa kwa Simu',
            text: 'Pay shops and bills without cash.',
            icon: 'qr-code',
          },
          {
            title: 'Save and borrow',
            text: 'Grow savings with M-Pawa, cover shortfalls with Songesha.',
            icon: 'piggy-bank',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'M-Pesa',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Pesa yako, popote ulipo',
        text: 'Tuma na pokea pesa, lipia bili na manunuzi, weka akiba na kopa — yote kupitia simu yako. Piga *150*00#.',
        theme: 'red',
        primaryAction: {
          label: 'Piga *150*00#',
          href: 'tel:*150*00%23',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Unachoweza kufanya',
        features: [
          {
            title: 'Tuma pesa',
            text: 'Kwa mtumiaji yeyote wa M-Pesa au mitandao mingine kwa sekunde.',
            icon: 'send',
          },
          {
            title: 'Lipa kwa Simu',
            text: 'Lipia madukani na bili bila pesa taslimu.',
            icon: 'qr-code',
          },
          {
            title: 'Weka akiba na kopa',
            text: 'Kuza akiba kwa M-Pawa, ziba pengo kwa Songesha.',
            icon: 'piggy-bank',
          },
        ],
      },
    ],
  },
};
