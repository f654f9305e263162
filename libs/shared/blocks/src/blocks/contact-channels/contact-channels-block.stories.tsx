import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import ContactChannelsBlock from './contact-channels-block';

const meta = {
  title: 'Blocks/ContactChannels',
  component: ContactChannelsBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.contact-channels',
      title: 'Talk to us',
      intro: 'Calls to customer care are free from your Vodacom line.',
      channels: [
        { kind: 'phone', label: 'Customer care in Swahili, toll-free', value: '100' },
        { kind: 'phone', label: 'Customer care in English, toll-free', value: '101' },
        { kind: 'ussd', label: 'M-Pesa menu', value: '*150*00#' },
        // A placeholder address (RFC 2606), as the seed's: the card shows its sample badge.
        { kind: 'email', label: 'Email (sample address)', value: 'care@example.com' },
        {
          kind: 'twitter',
          label: 'X (Twitter)',
          value: '@VodacomTanzania',
          href: 'https://x.com/VodacomTanzania',
        },
        {
          kind: 'shop',
          label: 'Find a shop',
          value: 'Your nearest Vodacom shop',
          hours: 'Opening hours on each shop’s page',
          href: '/customer-service',
        },
      ],
    },
  },
} satisfies Meta<typeof ContactChannelsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ channels: sw.channels.slice(0, 4) }));
