import { cmsHandlers, mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import DeviceUpdatesList from './device-updates-list-block';

const devices = () => [
  {
    id: 1,
    documentId: 'dev1',
    title: 'Samsung Galaxy A15 5G',
    slug: 'galaxy-a15-5g',
    publishDate: '2026-01-10',
    brand: 'Samsung',
    price: 450000,
    network: '5G',
    summary: '6.5-inch screen and a two-day battery.',
    image: mediaFixture('Samsung Galaxy A15', 'A15', 600, 600),
    specs: [],
    body: null,
    deviceType: null,
  },
  {
    id: 2,
    documentId: 'dev2',
    title: 'Vodacom Smart Kitochi',
    slug: 'smart-kitochi',
    publishDate: '2025-12-01',
    brand: 'Vodacom',
    price: 45000,
    network: '4G',
    summary: 'WhatsApp and M-Pesa on a feature phone.',
    image: mediaFixture('Vodacom Smart Kitochi', 'Kitochi', 600, 600),
    specs: [],
    body: null,
    deviceType: null,
  },
];

const meta = {
  title: 'Mobile/Blocks/DeviceUpdatesList',
  component: DeviceUpdatesList,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.collection-embed',
      title: 'Smartphones',
      collection: 'device-updates',
      limit: 4,
    },
  },
  parameters: { msw: { handlers: cmsHandlers({}, { 'device-updates': devices }) } },
} satisfies Meta<typeof DeviceUpdatesList>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Teaser: Story = {};
