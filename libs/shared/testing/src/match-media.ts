/**
 * jsdom exposes `window.matchMedia` as an accessor that returns undefined, so the workspace setup's
 * `'matchMedia' in window` guard never installs its stub. Specs of motion-aware blocks (carousel)
 * call this to answer media queries, with `reduceMotion` driving `prefers-reduced-motion`.
 */
export function stubMatchMedia(reduceMotion = false): void {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: reduceMotion && query.includes('prefers-reduced-motion'),
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    }),
  });
}
