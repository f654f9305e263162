import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import FeatureListBlock from './feature-list-block';

const meta = {
  title: 'Blocks/FeatureList',
  component: FeatureListBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.feature-list',
      title: 'Why choose M-Pesa',
      intro: 'In Tanzania since 2008.',
      features: [
        { title: 'Safe', text: 'Every transaction is protected by your secret PIN.', icon: 'shield' },
        { title: 'Everywhere', text: 'Cash in and out at M-Pesa agents.', icon: 'map-pin' },
        { title: 'Any phone', text: 'Dial *150*00#: no smartphone or data needed.', icon: 'smartphone' },
      ],
    },
  },
} satisfies Meta<typeof FeatureListBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
