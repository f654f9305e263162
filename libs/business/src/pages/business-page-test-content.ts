import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const businessPageContent: StoryPage = {
  endpoint: 'vbu',
  en: {
    title: 'Vodacom Business',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Connectivity that grows your business',
        text: 'Internet, cloud, IoT and M-Pesa payments for small, medium and large businesses.',
        theme: 'red',
        primaryAction: {
          label: 'Talk to us',
          href: '/contact-us',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Built for Tanzanian businesses',
        features: [
          {
            title: 'Business internet',
            text: 'Fibre and 4G/5G routers for shops and offices.',
            icon: 'wifi',
          },
          {
            title: 'Cloud and security',
            text: 'Back-ups and protection, with support around the clock.',
            icon: 'shield',
          },
          {
            title: 'Fleet tracking',
            text: 'Know where every vehicle is, save fuel.',
            icon: 'car',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Vodacom Business',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Muunganisho unaokuza biashara yako',
        text: 'Intaneti, huduma za wingu, IoT na malipo ya M-Pesa kwa biashara ndogo, za kati na kubwa.',
        theme: 'red',
        primaryAction: {
          label: 'Zungumza nasi',
          href: '/contact-us',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Imeundwa kwa biashara za Tanzania',
        features: [
          {
            title: 'Intaneti ya biashara',
            text: 'Fibre na ruta za 4G/5G kwa maduka na ofisi.',
            icon: 'wifi',
          },
          {
            title: 'Wingu na usalama',
            text: 'Nakala za akiba na ulinzi, pamoja na msaada saa 24.',
            icon: 'shield',
          },
          {
            title: 'Ufuatiliaji wa magari',
            text: 'Jua kila gari lilipo, okoa mafuta.',
            icon: 'car',
          },
        ],
      },
    ],
  },
};
