import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const mobilePageContent: StoryPage = {
  endpoint: 'home',
  en: {
    title: 'Vodacom Tanzania',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Stay connected every day',
        text: 'Daily, weekly and monthly internet bundles. Dial *149*01# to buy.',
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
            title: 'First with 5G',
            text: 'Vodacom launched the first 5G network in Tanzania in September 2022.',
            icon: 'signal',
          },
          {
            title: 'M-Pesa',
            text: 'Send, pay and save with M-Pesa, in Tanzania since 2008.',
            icon: 'wallet',
          },
          {
            title: 'Help when you need it',
            text: 'Call 100 in Swahili or 101 in English, toll-free.',
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
        title: 'Endelea kuunganishwa kila siku',
        text: 'Vifurushi vya intaneti vya siku, wiki na mwezi. Piga *149*01# kununua.',
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
            title: 'Wa kwanza na 5G',
            text: 'Vodacom ilizindua mtandao wa kwanza wa 5G nchini Tanzania Septemba 2022.',
            icon: 'signal',
          },
          {
            title: 'M-Pesa',
            text: 'Tuma, lipa na weka akiba kwa M-Pesa, nchini Tanzania tangu mwaka 2008.',
            icon: 'wallet',
          },
          {
            title: 'Msaada unapouhitaji',
            text: 'Piga 100 kwa Kiswahili au 101 kwa Kiingereza, bila malipo.',
            icon: 'headphones',
          },
        ],
      },
    ],
  },
};
