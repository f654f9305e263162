import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import KeyFiguresBlock from './key-figures-block';

const meta = {
  title: 'Blocks/KeyFigures',
  component: KeyFiguresBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.key-figures',
      title: 'Vodacom Tanzania at a glance',
      figures: [
        {
          value: '2,240,000,300',
          label: 'Shares in issue',
          note: 'Listed on the Dar es Salaam Stock Exchange',
        },
        { value: '2008', label: 'M-Pesa launched in Tanzania' },
        { value: '471', label: 'New 4G sites', note: 'Year to March 2025' },
      ],
    },
  },
} satisfies Meta<typeof KeyFiguresBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
