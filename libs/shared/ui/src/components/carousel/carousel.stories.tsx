import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { pick, type Copy } from '../../storybook/story-copy';
import { carouselLabels as labels } from '../../testing/carousel-labels';
import { Hero } from '../hero/hero';
import { Carousel } from './carousel';

/** Slides that rotate until paused, with arrows, dots and the arrow keys. */
const meta = { title: 'UI/Interactive/Carousel', component: Carousel } satisfies Meta<typeof Carousel>;
export default meta;

const offers: Copy<Array<[string, string]>> = {
  en: [
    ['5G', 'Vodacom launched the first 5G network in Tanzania in September 2022.'],
    ['Lipa kwa M-Pesa', 'Pay shops with your phone, without cash.'],
    ['Songesha', 'An M-Pesa overdraft with TPB Bank, to complete a payment when your balance is short.'],
    ['Vodacom RED', 'Dial *149*73# for the RED menu.'],
  ],
  sw: [
    ['5G', 'Vodacom ilizindua mtandao wa kwanza wa 5G nchini Tanzania Septemba 2022.'],
    ['Lipa kwa M-Pesa', 'Lipa madukani kwa simu yako, bila pesa taslimu.'],
    [
      'Songesha',
      'Mkopo wa papo hapo wa M-Pesa kupitia TPB Bank, kukamilisha malipo pale salio lako lisipotosha.',
    ],
    ['Vodacom RED', 'Piga *149*73# kupata menyu ya RED.'],
  ],
};

export const Offers: StoryObj<typeof Carousel> = {
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

/**
 * The carousel starts (measures its slides) once the browser is idle, not while the page hydrates; a
 * control used before that is carried out as soon as it has started, not lost.
 */
export const FirstTap: StoryObj<typeof Carousel> = {
  ...Offers,
  args: { autoplay: false },
  play: async ({ canvas, userEvent, globals }) => {
    const l = pick(globals, labels);
    await userEvent.click(canvas.getByRole('button', { name: l.goTo(3, 4) }));
    await waitFor(() =>
      expect(canvas.getByRole('button', { name: l.goTo(3, 4) })).toHaveAttribute('aria-current', 'true'),
    );
    await expect(canvas.getByRole('group', { name: l.slide(3, 4) })).not.toHaveAttribute('inert');
  },
};

export const NoAutoplay: StoryObj<typeof Carousel> = {
  ...Offers,
  args: { autoplay: false },
  play: undefined,
};

/**
 * For a visitor who asked the OS for less motion: the slides do not rotate, so there is no Pause
 * button; the arrows and dots still move between them. The page's HTML has the button (the server
 * cannot know the setting); it goes once the app has read it.
 */
export const ReducedMotion: StoryObj<typeof Carousel> = {
  ...Offers,
  beforeEach: () => {
    const original = window.matchMedia;
    // The OS setting does not change during the story: a list that answers "reduce" and never fires.
    window.matchMedia = (query: string) =>
      query === '(prefers-reduced-motion: reduce)'
        ? (Object.assign(new EventTarget(), { matches: true, media: query }) as MediaQueryList)
        : original.call(window, query);
    return () => {
      window.matchMedia = original;
    };
  },
  play: async ({ canvas, globals }) => {
    const l = pick(globals, labels);
    await waitFor(() => expect(canvas.queryByRole('button', { name: l.pause })).not.toBeInTheDocument());
    await expect(canvas.getByRole('button', { name: l.next })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: l.goTo(1, 4) })).toHaveAttribute('aria-current', 'true');
  },
};
