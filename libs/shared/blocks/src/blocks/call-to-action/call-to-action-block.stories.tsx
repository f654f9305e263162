import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import CallToActionBlock from './call-to-action-block';

const meta = {
  title: 'Blocks/CallToAction',
  component: CallToActionBlock,
  decorators: [storyDecorator],
  args: {
    index: 2,
    block: {
      __component: 'blocks.call-to-action',
      title: 'Need help with M-Pesa?',
      text: 'Call 100 in Swahili or 101 in English, toll-free from your Vodacom line.',
      primaryAction: { label: 'Call 100', href: 'tel:100' },
      secondaryAction: { label: 'Find a shop', href: '/customer-service' },
      theme: 'red',
    },
  },
} satisfies Meta<typeof CallToActionBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, () => ({ theme: 'grey' as const }));
