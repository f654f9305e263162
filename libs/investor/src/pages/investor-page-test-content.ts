import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const investorPageContent: StoryPage = {
  endpoint: 'about',
  en: {
    title: 'About Vodacom Tanzania',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Connecting Tanzania for a better future',
        text: 'Listed on the Dar es Salaam Stock Exchange since 15 August 2017, serving millions of customers.',
        theme: 'red',
        primaryAction: {
          label: 'Investor relations',
          href: '/financials',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'What we stand for',
        features: [
          {
            title: 'Speed',
            text: 'We act fast for our customers.',
            icon: 'zap',
          },
          {
            title: 'Trust',
            text: 'We keep our promises and your data safe.',
            icon: 'lock',
          },
          {
            title: 'Simplicity',
            text: 'Products that are easy to buy and use.',
            icon: 'star',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Kuhusu Vodacom Tanzania',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Tunaiunganisha Tanzania kwa maisha bora',
        text: 'Imeorodheshwa katika Soko la Hisa la Dar es Salaam tangu tarehe 15 Agosti 2017, ikiwahudumia mamilioni ya wateja.',
        theme: 'red',
        primaryAction: {
          label: 'Taarifa kwa wawekezaji',
          href: '/financials',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Tunachosimamia',
        features: [
          {
            title: 'Kasi',
            text: 'Tunachukua hatua haraka kwa ajili ya wateja wetu.',
            icon: 'zap',
          },
          {
            title: 'Uaminifu',
            text: 'Tunatimiza ahadi zetu na kulinda taarifa zako.',
            icon: 'lock',
          },
          {
            title: 'Urahisi',
            text: 'Huduma rahisi kununua na kutumia.',
            icon: 'star',
          },
        ],
      },
    ],
  },
};
