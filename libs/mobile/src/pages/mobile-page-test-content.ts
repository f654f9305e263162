import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const mobilePageContent: StoryPage = {
  endpoint: 'home',
  en: {
    title: 'Vodacom Tanzania',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Stay connected for less',
        text: 'Daily, weekly and monthly internet bundles from TSh 500. Dial *149*01# to buy.',
        theme: 'red',
        primaryAction: {
          label: 'Buy a bundle',
          href: '/internet-overview',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Why Vodacom',
        features: [
          {
            title: 'Wide 4G network',
            text: '4G reaches most of Tanzania, with 5G in major towns.',
            icon: 'signal',
          },
          {
            title: 'M-Pesa everywhere',
            text: 'Send, pay and save at more than 100,000 agents.',
            icon: 'wallet',
          },
          {
            title: 'Help when you need it',
            text: 'Call 100 for free, any time.',
            icon: 'headphones',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Vodacom Tanzania',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Endelea kuunganishwa kwa gharama nafuu',
        text: 'Vifurushi vya intaneti vya siku, wiki na mwezi kuanzia TSh 500. Piga *149*01# kununua.',
        theme: 'red',
        primaryAction: {
          label: 'Nunua kifurushi',
          href: '/internet-overview',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Kwa nini Vodacom',
        features: [
          {
            title: 'Mtandao mpana wa 4G',
            text: '4G inafika sehemu kubwa ya Tanzania, na 5G katika miji mikubwa.',
            icon: 'signal',
          },
          {
            title: 'M-Pesa kila mahali',
            text: 'Tuma, lipa na weka akiba kwa mawakala zaidi ya 100,000.',
            icon: 'wallet',
          },
          {
            title: 'Msaada unapouhitaji',
            text: 'Piga 100 bure, wakati wowote.',
            icon: 'headphones',
          },
        ],
      },
    ],
  },
};
