import { mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import AppLinksBlock from './app-links-block';

const stores = {
  playStoreUrl: 'https://play.google.com/store/apps/details?id=com.vodafone.mpesa.tz',
  appStoreUrl: 'https://apps.apple.com/tz/app/m-pesa-tanzania/id1529001534',
};

const meta = {
  title: 'Blocks/AppLinks',
  component: AppLinksBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.app-links',
      title: 'Get the M-Pesa app',
      text: 'Send money, pay bills, buy bundles and see your statement on your smartphone. Free to download.',
      appName: 'M-Pesa Tanzania',
      image: mediaFixture('The M-Pesa app home screen on a phone', 'M-Pesa app', 400, 600),
      ...stores,
    },
  },
} satisfies Meta<typeof AppLinksBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block);
