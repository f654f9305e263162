/**
 * Answers media queries in jsdom, which has no `window.matchMedia` of its own. The workspace test
 * setup installs it for every spec; specs of motion-aware blocks (carousel) call it again with
 * `reduceMotion` driving `prefers-reduced-motion`.
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
