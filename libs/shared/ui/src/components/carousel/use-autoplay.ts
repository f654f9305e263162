import { useEffect, useState } from 'react';
import type { EmblaCarouselType } from 'embla-carousel';

export type AutoplayState = {
  /** Whether the Pause/Play control makes sense at all (autoplay on, motion allowed). */
  available: boolean;
  /** The user's choice: true until they press Pause or move keyboard focus into the carousel. */
  playing: boolean;
  /** Slides are really advancing right now (drives aria-live: off while rotating). */
  rotating: boolean;
  toggle: () => void;
  pause: () => void;
  setHovered: (hovered: boolean) => void;
};

/**
 * Hand-written autoplay following the WAI carousel pattern: hovering pauses only while hovered;
 * keyboard focus pauses until Play is pressed. `enabled` is false under reduced motion (the carousel
 * reads it once for its slides and its autoplay).
 */
export function useAutoplay(
  api: EmblaCarouselType | undefined,
  enabled: boolean,
  interval: number,
): AutoplayState {
  const [playing, setPlaying] = useState(true);
  const [hovered, setHovered] = useState(false);
  const rotating = enabled && playing && !hovered && api !== undefined;

  useEffect(() => {
    if (!rotating || !api) return;
    const timer = window.setInterval(() => api.scrollNext(), interval);
    return () => window.clearInterval(timer);
  }, [rotating, api, interval]);

  return {
    available: enabled,
    playing: enabled && playing,
    rotating,
    toggle: () => setPlaying((value) => !value),
    pause: () => setPlaying(false),
    setHovered,
  };
}
