import type { CarouselLabels } from '@site/shared-ui';
import { useMemo } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';

const messages = defineMessages({
  previous: {
    id: 'shared.carousel.previous',
    defaultMessage: 'Previous slide',
    description:
      'Name of the arrow button of a rotating banner that shows the slide before (read by screen readers)',
  },
  next: {
    id: 'shared.carousel.next',
    defaultMessage: 'Next slide',
    description:
      'Name of the arrow button of a rotating banner that shows the next slide (read by screen readers)',
  },
  pause: {
    id: 'shared.carousel.pause',
    defaultMessage: 'Pause slideshow',
    description: 'Name of the button that stops a rotating banner turning by itself',
  },
  play: {
    id: 'shared.carousel.play',
    defaultMessage: 'Play slideshow',
    description: 'Name of the button that lets a stopped rotating banner turn by itself again',
  },
});
const goTo = defineMessage<{ index: number; total: number }>({
  id: 'shared.carousel.goTo',
  defaultMessage: 'Go to slide {index} of {total}',
  description:
    "Name of one dot under a rotating banner (read by screen readers): {index} the slide's number, {total} how many",
});
const slide = defineMessage<{ index: number; total: number }>({
  id: 'shared.carousel.slide',
  defaultMessage: 'Slide {index} of {total}',
  description:
    'Read by screen readers on each slide of a rotating banner: {index} its number, {total} how many',
});

/** The ui Carousel's control names in the active language. */
export function useCarouselLabels(): CarouselLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      previous: intl.formatMessage(messages.previous),
      next: intl.formatMessage(messages.next),
      pause: intl.formatMessage(messages.pause),
      play: intl.formatMessage(messages.play),
      goTo: (index, total) => intl.formatMessage(goTo, { index, total }),
      slide: (index, total) => intl.formatMessage(slide, { index, total }),
    }),
    [intl],
  );
}
