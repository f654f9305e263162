import { mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import VideoLinkBlock from './video-link-block';

const meta = {
  title: 'Blocks/VideoLink',
  component: VideoLinkBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.video-link',
      title: 'How to pay with Lipa kwa Simu',
      text: 'A short guide for customers and shop owners: scan, enter the amount, confirm with your PIN.',
      url: 'https://www.youtube.com/@VodacomTanzania',
      thumbnail: mediaFixture(null, 'Lipa kwa Simu', 640, 360),
      duration: '2:10',
    },
  },
} satisfies Meta<typeof VideoLinkBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
