import { mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import HeroBlock from './hero-block';

const meta = {
  title: 'Blocks/Hero',
  component: HeroBlock,
  decorators: [storyDecorator],
  args: {
    index: 0,
    block: {
      __component: 'blocks.hero',
      eyebrow: 'M-Pesa',
      title: 'Send money, pay bills and save with M-Pesa',
      text: 'Dial *150*00# from any phone. No smartphone or data needed.',
      image: mediaFixture('A woman paying at a shop with M-Pesa on her phone', 'M-Pesa'),
      primaryAction: { label: 'Get started', href: '/mpesa' },
      secondaryAction: { label: 'See M-Pesa tariffs', href: '/mpesa-tariffs', variant: 'secondary' },
      theme: 'red',
    },
  },
} satisfies Meta<typeof HeroBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);

export const GreyBelowTheFold: Story = {
  args: {
    index: 2,
    block: {
      __component: 'blocks.hero',
      title: 'Faster with 4G and 5G smartphones',
      text: 'Choose a smartphone that suits your budget at any Vodacom shop.',
      primaryAction: { label: 'Shop devices', href: '/devices' },
      theme: 'grey',
    },
  },
};
