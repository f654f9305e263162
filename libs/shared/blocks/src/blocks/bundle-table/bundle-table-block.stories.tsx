import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import BundleTableBlock from './bundle-table-block';

const meta = {
  title: 'Blocks/BundleTable',
  component: BundleTableBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.bundle-table',
      title: 'Daily internet bundles',
      intro: 'Bundles are valid for 24 hours from the time you buy them.',
      bundles: [
        { name: 'Daily 250MB', price: 500, validity: '24 hours', data: '250 MB', ussdCode: '*149*01#' },
        { name: 'Daily 1GB', price: 1000, validity: '24 hours', data: '1 GB', ussdCode: '*149*01#' },
        {
          name: 'Daily 3GB',
          price: 2000,
          validity: '24 hours',
          data: '3 GB',
          sms: '100',
          ussdCode: '*149*01#',
        },
      ],
    },
  },
} satisfies Meta<typeof BundleTableBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({
  bundles: [
    ...sw.bundles.slice(0, 2),
    { name: 'Wiki Dakika 100', price: 3000, validity: 'Siku 7', minutes: '100', ussdCode: '*149*02#' },
  ],
}));

/** Example prices of the sample site: the table says so itself ("Sample", "Mfano" in Swahili). */
export const SamplePrices: Story = { args: { block: { ...meta.args.block, sampleContent: true } } };
