import type { CarouselLabels } from '../components/carousel/carousel';
import type { Copy } from '../storybook/story-copy';

/** The carousel's control names in both languages, for its stories and its spec. */
export const carouselLabels: Copy<CarouselLabels> = {
  en: {
    previous: 'Previous slide',
    next: 'Next slide',
    pause: 'Pause slideshow',
    play: 'Play slideshow',
    goTo: (n, total) => `Go to slide ${n} of ${total}`,
    slide: (n, total) => `Slide ${n} of ${total}`,
  },
  sw: {
    previous: 'Slaidi iliyotangulia',
    next: 'Slaidi inayofuata',
    pause: 'Simamisha onyesho',
    play: 'Endesha onyesho',
    goTo: (n, total) => `Nenda slaidi ${n} kati ya ${total}`,
    slide: (n, total) => `Slaidi ${n} kati ya ${total}`,
  },
};
