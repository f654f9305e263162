import type { CarouselLabels } from '@site/shared-ui';
import { useMemo } from 'react';
import { useIntl } from 'react-intl';

/** The ui Carousel's control names in the active language. */
export function useCarouselLabels(): CarouselLabels {
  const intl = useIntl();
  return useMemo(
    () => ({
      previous: intl.formatMessage({ id: 'shared.carousel.previous' }),
      next: intl.formatMessage({ id: 'shared.carousel.next' }),
      pause: intl.formatMessage({ id: 'shared.carousel.pause' }),
      play: intl.formatMessage({ id: 'shared.carousel.play' }),
      goTo: (index, total) => intl.formatMessage({ id: 'shared.carousel.goTo' }, { index, total }),
      slide: (index, total) => intl.formatMessage({ id: 'shared.carousel.slide' }, { index, total }),
    }),
    [intl],
  );
}
