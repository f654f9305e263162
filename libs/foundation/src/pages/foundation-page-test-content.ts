import type { StoryPage } from '@site/shared-routing/stories';

/** Mocked CMS content in both languages: the page template as the site renders it. */
export const foundationPageContent: StoryPage = {
  endpoint: 'vodacom-foundation',
  en: {
    title: 'Vodacom Foundation',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Technology that changes lives',
        text: 'We bring learning, health and financial inclusion to communities across Tanzania.',
        theme: 'red',
        primaryAction: {
          label: 'Apply for funding',
          href: '/guidelines',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Our programmes',
        features: [
          {
            title: 'Learning',
            text: 'Digital classrooms for public schools.',
            icon: 'graduation-cap',
          },
          {
            title: 'Connected health',
            text: 'Emergency transport for mothers in labour.',
            icon: 'stethoscope',
          },
          {
            title: 'Planet',
            text: 'E-waste recycling and tree planting.',
            icon: 'leaf',
          },
        ],
      },
    ],
  },
  sw: {
    title: 'Vodacom Foundation',
    blocks: [
      {
        __component: 'blocks.hero',
        title: 'Teknolojia inayobadilisha maisha',
        text: 'Tunaleta elimu, afya na huduma za kifedha kwa jamii kote Tanzania.',
        theme: 'red',
        primaryAction: {
          label: 'Omba ufadhili',
          href: '/guidelines',
          variant: 'primary',
        },
      },
      {
        __component: 'blocks.feature-list',
        title: 'Programu zetu',
        features: [
          {
            title: 'Elimu',
            text: 'Madarasa ya kidijitali kwa shule za umma.',
            icon: 'graduation-cap',
          },
          {
            title: 'Afya kidijitali',
            text: 'Usafiri wa dharura kwa akina mama wanaojifungua.',
            icon: 'stethoscope',
          },
          {
            title: 'Mazingira',
            text: 'Urejelezaji wa taka za kielektroniki na upandaji miti.',
            icon: 'leaf',
          },
        ],
      },
    ],
  },
};
