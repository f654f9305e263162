import { mediaFixture, storyDecorator } from '@site/shared-testing/stories';
import { swahiliStory } from '../swahili-story';
import type { Meta, StoryObj } from '@storybook/react-vite';
import CarouselBlock from './carousel-block';

const meta = {
  title: 'Blocks/Carousel',
  component: CarouselBlock,
  decorators: [storyDecorator],
  args: {
    index: 0,
    block: {
      __component: 'blocks.carousel',
      title: 'Highlights',
      slides: [
        {
          title: 'Stay online all day with internet bundles',
          text: 'Daily, weekly and monthly bundles. Dial *149*01# to buy.',
          image: mediaFixture('A smartphone showing an internet bundle', 'Internet'),
          action: { label: 'Buy a bundle', href: '/internet-overview' },
          theme: 'red',
        },
        {
          title: 'M-Pesa: send, pay and save in seconds',
          text: 'Send money to family and pay shops with Lipa kwa Simu. Dial *150*00#.',
          image: mediaFixture('A man sending money with M-Pesa', 'M-Pesa'),
          action: { label: 'Discover M-Pesa', href: '/mpesa' },
          theme: 'white',
        },
        {
          title: 'Faster with 4G and 5G smartphones',
          text: 'Choose a smartphone that suits your budget at any Vodacom shop.',
          action: { label: 'Shop devices', href: '/devices' },
          theme: 'grey',
        },
      ],
    },
  },
} satisfies Meta<typeof CarouselBlock>;
export default meta;
type Story = StoryObj<typeof meta>;

export const English: Story = {};

const picture = mediaFixture('Simu janja ikionyesha kifurushi cha intaneti', 'Intaneti');

export const Swahili: Story = swahiliStory(meta.args.block, (sw) => ({
  // The first picture's caption is drawn into the image, so it is replaced rather than translated.
  slides: sw.slides.slice(0, 2).map((slide, n) => (n === 0 ? { ...slide, image: picture } : slide)),
}));
