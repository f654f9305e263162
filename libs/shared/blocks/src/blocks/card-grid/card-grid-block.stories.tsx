import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import CardGridBlock from './card-grid-block';

const meta = {
  title: 'Blocks/CardGrid',
  component: CardGridBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.card-grid',
      title: 'What would you like to do today?',
      intro: 'Everything Vodacom offers, in one place.',
      cards: [
        {
          title: 'Bundles',
          text: 'Internet, voice and SMS bundles for every budget.',
          icon: 'wifi',
          badge: 'Popular',
          link: { label: 'See bundles', href: '/internet-overview' },
        },
        {
          title: 'M-Pesa',
          text: 'Send money, pay bills and save from any phone.',
          icon: 'wallet',
          link: { label: 'Discover M-Pesa', href: '/mpesa' },
        },
        {
          title: 'Devices',
          text: '4G and 5G smartphones and home Wi-Fi routers.',
          icon: 'smartphone',
          link: { label: 'Shop devices', href: '/devices' },
        },
      ],
    },
  },
} satisfies Meta<typeof CardGridBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
