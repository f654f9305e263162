import { mediaFixture, paragraphBody, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ImageTextBlock from './image-text-block';

const meta = {
  title: 'Blocks/ImageText',
  component: ImageTextBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.image-text',
      title: 'Lipa kwa Simu',
      body: paragraphBody(
        'Pay shops, fuel stations and market traders with M-Pesa. No cash, no change needed.',
      ),
      image: mediaFixture('A customer paying a market trader with M-Pesa', 'Lipa kwa Simu'),
      imagePosition: 'right',
      action: { label: 'Become a merchant', href: '/lipa-kwa-simu' },
    },
  },
} satisfies Meta<typeof ImageTextBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, () => ({ imagePosition: 'left' as const }));
