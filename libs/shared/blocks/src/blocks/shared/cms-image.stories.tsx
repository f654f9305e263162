import {
  imageVariantHandlers,
  mediaFixture,
  photoFixture,
  storyDecorator,
} from '@site/shared-testing/stories';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { CmsImage } from './cms-image';
import { imageSizes } from './image-sizes';

const hills = 'Layers of green hills under an evening sky';

/** Waits for the picture the browser chose and gives its address (the variant's format and width). */
async function chosen(image: HTMLImageElement): Promise<string> {
  await waitFor(() => expect(image.complete && image.naturalWidth > 0).toBe(true), { timeout: 5_000 });
  return new URL(image.currentSrc).pathname;
}

const meta = {
  title: 'Blocks/CmsImage',
  component: CmsImage,
  decorators: [storyDecorator],
  parameters: { msw: { handlers: imageVariantHandlers } },
  args: { media: photoFixture(hills), sizes: imageSizes.half },
  render: (args) => (
    <div style={{ maxWidth: 584 }}>
      <CmsImage {...args} />
    </div>
  ),
} satisfies Meta<typeof CmsImage>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A 4,000 px camera photo: the browser takes the AVIF variant that fits its slot, never the original. */
export const Photo: Story = {
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: hills });
    await expect(image).toHaveAttribute('loading', 'lazy');
    await expect(await chosen(image)).toMatch(
      /^\/_img\/avif\/(320|480|640|800|960|1280)\/hills_dusk_4f1c2a\.jpg$/,
    );
  },
};

/** The page's first paint (a first block's hero): fetched at once, first, and preloaded by the server. */
export const FirstPaint: Story = {
  args: { priority: true },
  play: async ({ canvas }) => {
    const image = canvas.getByRole<HTMLImageElement>('img', { name: hills });
    await expect(image).toHaveAttribute('loading', 'eager');
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    await expect(await chosen(image)).toMatch(/^\/_img\/avif\//);
  },
};

/** In a grid's card, from 960 px a third of the column: a smaller file than beside a hero. */
export const InACard: Story = {
  args: { sizes: imageSizes.card },
  render: (args) => (
    <div style={{ maxWidth: 380 }}>
      <CmsImage {...args} />
    </div>
  ),
};

/** An SVG illustration is shown as it is, in the box its known size reserves. */
export const Illustration: Story = {
  args: { media: mediaFixture('A phone sending signal waves over a hill', 'Vodacom', 800, 600) },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('picture')).toBeNull();
    await expect(canvasElement.querySelector('img')).not.toHaveAttribute('srcset');
  },
};

/** A file whose size the CMS does not know keeps a fallback box, so nothing below it moves. */
export const UnknownSize: Story = {
  args: {
    media: { ...mediaFixture('A phone sending signal waves over a hill'), width: null, height: null },
    fallbackWidth: 640,
    fallbackHeight: 360,
  },
};

/** Decoration beside a link that names it: an empty alt, whatever the library holds. */
export const Decorative: Story = {
  args: { decorative: true },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('img')).toHaveAttribute('alt', '');
  },
};

/** On a Swahili page the media library's Swahili copy carries its Swahili text. */
export const Swahili: Story = {
  parameters: { locale: 'sw' },
  args: {
    media: photoFixture('Safu za vilima vya kijani chini ya anga la jioni', 'hills_dusk_4f1c2a.sw.jpg'),
  },
};
