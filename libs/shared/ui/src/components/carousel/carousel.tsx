import useEmblaCarousel from 'embla-carousel-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { FocusEvent, KeyboardEvent, ReactNode } from 'react';
import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import Pause from 'lucide-react/icons/pause';
import Play from 'lucide-react/icons/play';
import { clsx as cx } from 'clsx';
import { useReducedMotion } from '../../utils/use-reduced-motion';
import { whenIdle } from '../../utils/when-idle';
import { useAutoplay } from './use-autoplay';
import styles from './carousel.module.css';

export type CarouselLabels = {
  previous: string;
  next: string;
  pause: string;
  play: string;
  goTo: (n: number, total: number) => string;
  slide: (n: number, total: number) => string;
};

export type CarouselProps = {
  slides: ReactNode[];
  /** Accessible name of the carousel, e.g. "Offers". */
  label: string;
  labels: CarouselLabels;
  autoplay?: boolean;
  /** Milliseconds between slides while playing. */
  interval?: number;
  className?: string;
};

type Target = 'prev' | 'next' | number;

export function Carousel({
  slides,
  label,
  labels,
  autoplay = true,
  interval = 6000,
  className,
}: CarouselProps) {
  const [emblaViewport, api] = useEmblaCarousel({ loop: true });
  const viewport = useRef<HTMLDivElement>(null);
  // A control used before the carousel has started: carried out once it has.
  const waiting = useRef<Target | null>(null);
  const [selected, setSelected] = useState(0);
  const reducedMotion = useReducedMotion();
  const auto = useAutoplay(api, autoplay && slides.length > 1 && !reducedMotion, interval);
  const total = slides.length;
  const rotationButton = useRef<HTMLButtonElement>(null);

  // Embla measures every slide when it starts. Started from its ref, it did so in the task that
  // hydrates the page (a long one on a slow phone); the first slide is in place as HTML without it, so
  // it starts once the browser is idle, or at once when the visitor reaches for a control.
  const start = useCallback(() => emblaViewport(viewport.current), [emblaViewport]);
  useEffect(() => whenIdle(start), [start]);

  useEffect(() => {
    if (!api) return;
    const onSelect = () => setSelected(api.selectedScrollSnap());
    onSelect();
    api.on('select', onSelect).on('reInit', onSelect);
    return () => {
      api.off('select', onSelect).off('reInit', onSelect);
    };
  }, [api]);

  // With reduced motion the slides jump instead of gliding.
  const move = useCallback(
    (where: Target) => {
      if (!api) return;
      if (where === 'prev') api.scrollPrev(reducedMotion);
      else if (where === 'next') api.scrollNext(reducedMotion);
      else api.scrollTo(where, reducedMotion);
    },
    [api, reducedMotion],
  );
  useEffect(() => {
    if (!api || waiting.current === null) return;
    move(waiting.current);
    waiting.current = null;
  }, [api, move]);
  const go = (where: Target) => {
    if (api) return move(where);
    waiting.current = where;
    start();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLElement>) => {
    if (event.key === 'ArrowLeft') go('prev');
    else if (event.key === 'ArrowRight') go('next');
    else return;
    event.preventDefault();
  };

  // Keyboard focus inside the carousel stops rotation for good (until Play), as WAI advises. Focus on
  // the Pause/Play button itself is exempt: the user is about to operate it.
  const onFocus = (event: FocusEvent<HTMLElement>) => {
    if (event.target === rotationButton.current) return;
    if (event.target.matches(':focus-visible')) auto.pause();
  };

  return (
    // Arrow keys act while focus is anywhere inside the carousel; the buttons stay the primary controls.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-element-interactions
    <section
      className={cx(styles.carousel, className)}
      aria-roledescription="carousel"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onPointerEnter={() => auto.setHovered(true)}
      onPointerLeave={() => auto.setHovered(false)}
    >
      <div className={styles.controls}>
        {auto.available && (
          <button ref={rotationButton} type="button" className={styles.control} onClick={auto.toggle}>
            {auto.playing ? <Pause aria-hidden="true" /> : <Play aria-hidden="true" />}
            <span className="visually-hidden">{auto.playing ? labels.pause : labels.play}</span>
          </button>
        )}
        <button
          type="button"
          className={styles.control}
          onClick={() => go('prev')}
          aria-label={labels.previous}
        >
          <ChevronLeft aria-hidden="true" />
        </button>
        <div className={styles.dots}>
          {slides.map((_, index) => (
            <button
              key={index}
              type="button"
              className={styles.dot}
              aria-label={labels.goTo(index + 1, total)}
              aria-current={index === selected ? 'true' : undefined}
              onClick={() => go(index)}
            />
          ))}
        </div>
        <button type="button" className={styles.control} onClick={() => go('next')} aria-label={labels.next}>
          <ChevronRight aria-hidden="true" />
        </button>
      </div>
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track} aria-live={auto.rotating ? 'off' : 'polite'}>
          {slides.map((slide, index) => (
            <div
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={labels.slide(index + 1, total)}
              className={styles.slide}
              // Off-screen slides leave the tab order and the accessibility tree.
              inert={index !== selected}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
