import type { CarouselBlock as CarouselContent, Slide } from '@site/shared-content';
import { Carousel, Hero, VisuallyHidden } from '@site/shared-ui';
import { defineMessages, useIntl } from 'react-intl';
import type { BlockProps } from '../../renderer/block-registry';
import { CmsButton } from '../shared/cms-link';
import { heroPicture } from '../shared/hero-picture';
import styles from './carousel-block.module.css';
import { useCarouselLabels } from './use-carousel-labels';

const messages = defineMessages({
  label: {
    id: 'shared.blocks.carousel.label',
    defaultMessage: 'Highlights',
    description:
      'Name of a rotating banner of offers that has no title of its own (read by screen readers); short',
  },
});

/**
 * Rotating banners (homepage). Pause, arrow keys and reduced motion come from the ui Carousel.
 * As the first block the page's `<h1>` is the page title that the page view renders (hidden) above
 * it: a rotating slide title cannot be the page's one heading. The block title names the carousel.
 */
export default function CarouselBlock({ block, index }: BlockProps<CarouselContent>) {
  const intl = useIntl();
  const labels = useCarouselLabels();
  const first = index === 0;
  const label = block.title || intl.formatMessage(messages.label);
  const slides = block.slides.map((slide, n) => (
    <CarouselSlide
      key={slide.id ?? n}
      slide={slide}
      level={block.title ? 3 : 2}
      priority={first && n === 0}
    />
  ));
  if (slides.length === 0) return null;
  const title = block.title ? <h2>{block.title}</h2> : null;
  return (
    <div className={styles.block}>
      {title &&
        (first ? <VisuallyHidden>{title}</VisuallyHidden> : <div className={styles.title}>{title}</div>)}
      <Carousel slides={slides} label={label} labels={labels} />
    </div>
  );
}

function CarouselSlide({ slide, level, priority }: { slide: Slide; level: 2 | 3; priority: boolean }) {
  const theme = slide.theme ?? 'red';
  return (
    <Hero
      title={slide.title}
      titleLevel={level}
      text={slide.text}
      theme={theme}
      {...heroPicture(slide.image, priority)}
      actions={
        slide.action ? (
          <CmsButton
            link={slide.action}
            onRed={theme === 'red'}
            variant={theme === 'red' ? 'inverse' : 'primary'}
          />
        ) : undefined
      }
    />
  );
}
