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
        { kind: 'phone', label: 'Customer care', value: '100', hours: 'Every day, 24 hours' },
        { kind: 'ussd', label: 'M-Pesa menu', value: '*150*00#' },
        { kind: 'whatsapp', label: 'WhatsApp', value: '+255 754 100 100', hours: 'Mon–Sat, 8:00–20:00' },
        { kind: 'email', label: 'Email', value: 'customercare@vodacom.co.tz' },
        {
          kind: 'twitter',
          label: 'X (Twitter)',
          value: '@VodacomTanzania',
          href: 'https://x.com/VodacomTanzania',
        },
        { kind: 'shop', label: 'Find a shop', value: 'Shops in every region', href: '/customer-service' },
      ],
    },
  },
} satisfies Meta<typeof ContactChannelsBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ channels: sw.channels.slice(0, 4) }));
