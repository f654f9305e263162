import { storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import RichTextBlock from './rich-text-block';

const text = (value: string, extra: Record<string, unknown> = {}) => ({
  type: 'text',
  text: value,
  ...extra,
});

const meta = {
  title: 'Blocks/RichText',
  component: RichTextBlock,
  decorators: [storyDecorator],
  args: {
    index: 1,
    block: {
      __component: 'blocks.rich-text',
      title: 'Bundle terms and conditions',
      body: [
        { type: 'heading', level: 2, children: [text('Before you buy')] },
        {
          type: 'paragraph',
          children: [
            text('Each bundle’s page gives its price and how long it lasts. '),
            text('Check both before you buy.', { bold: true }),
          ],
        },
        {
          type: 'list',
          format: 'unordered',
          children: [
            { type: 'list-item', children: [text('Dial *149*01# to buy a bundle.')] },
            { type: 'list-item', children: [text('Dial *150*00# to pay with M-Pesa.')] },
          ],
        },
        {
          type: 'paragraph',
          children: [
            text('Read the '),
            { type: 'link', url: '/general-term', children: [text('general terms')] },
            text('.'),
          ],
        },
      ],
    },
  },
} satisfies Meta<typeof RichTextBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({ body: sw.body.slice(0, 3) }));

/** A link the CMS holds with an address the site refuses (a script URL): its text stays, as plain text. */
export const RefusedLink: Story = {
  args: {
    block: {
      __component: 'blocks.rich-text',
      title: 'Bundle terms and conditions',
      body: [
        {
          type: 'paragraph',
          children: [
            text('Read the '),
            { type: 'link', url: 'javascript:alert(1)', children: [text('general terms')] },
            text(' before you buy.'),
          ],
        },
      ],
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/general terms/)).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'general terms' })).toBeNull();
  },
};
