import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pick, type Copy } from '../../storybook/story-copy';
import { Hero } from '../hero/hero';
import { carouselLabels as labels } from '../../testing/carousel-labels';
import { Carousel } from './carousel';

const offers: Copy<Array<[string, string]>> = {
  en: [
    ['Unlimited nights', 'Browse all night from 00:00 to 06:00 for TSh 1,000.'],
    ['Lipa kwa M-Pesa', 'Pay at over 100,000 shops without cash.'],
    ['Smartphones from TSh 99,000', 'Pay in instalments with Songesha.'],
    ['Roam in East Africa', 'One Network rates in Kenya, Uganda and Rwanda.'],
  ],
  sw: [
    ['Usiku bila kikomo', 'Perusi usiku mzima kuanzia 00:00 hadi 06:00 kwa TSh 1,000.'],
    ['Lipa kwa M-Pesa', 'Lipa katika maduka zaidi ya 100,000 bila pesa taslimu.'],
    ['Simu janja kuanzia TSh 99,000', 'Lipa kidogo kidogo kwa Songesha.'],
    ['Tembea Afrika Mashariki', 'Gharama za One Network Kenya, Uganda na Rwanda.'],
  ],
};

const meta = {
  title: 'UI/Carousel',
  component: Carousel,
  args: { label: 'Offers', labels: labels.en, slides: [] },
  argTypes: { slides: { control: false }, labels: { control: false } },
} satisfies Meta<typeof Carousel>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Offers: Story = {
  render: (args, { globals }) => (
    <Carousel
      {...args}
      label={pick(globals, { en: 'Offers', sw: 'Ofa' })}
      labels={pick(globals, labels)}
      slides={pick(globals, offers).map(([title, text], index) => (
        <Hero key={title} title={title} titleLevel={2} text={text} theme={index % 2 ? 'grey' : 'red'} />
      ))}
    />
  ),
  play: async ({ canvas, userEvent, globals }) => {
    const l = pick(globals, labels);
    await userEvent.click(canvas.getByRole('button', { name: l.pause }));
    await expect(canvas.getByRole('button', { name: l.play })).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: l.next }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(2, 4) })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('group', { name: l.slide(2, 4) })).not.toHaveAttribute('inert');
    // Arrow keys work while focus is inside the carousel.
    await userEvent.keyboard('{ArrowLeft}');
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(1, 4) })).toHaveAttribute('aria-current', 'true'),
    );
  },
};

export const NoAutoplay: Story = { ...Offers, args: { autoplay: false }, play: undefined };
