import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { stubMatchMedia } from './match-media';

// React Testing Library wraps updates in act(); tell React this environment supports it (before any
// test renders: imports run first whatever their place in the file).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// CI runs two test processes on two cores: give async queries room before calling a failure.
configure({ asyncUtilTimeout: 5000 });

// Every Swahili catalog of the workspace, imported before a file's tests (at once after the worker's
// first file: the files share a module graph). A Swahili render loads its catalogs before it shows
// anything, and a cold import is the machine's speed, not the code's: on a busy CI machine a spec's
// first query waited more than its 5 s for them (the generators' run, 6 December). The catalogs are
// where tools/i18n/catalogs.mjs finds them (a glob here must be a literal).
await Promise.all(
  Object.values(import.meta.glob('../../../../{apps/site/src,libs}/**/messages/sw.json')).map((load) =>
    load(),
  ),
);

afterEach(() => {
  cleanup();
  // The files of a worker share one document (isolate: false in jsdom-tests.ts): what a test put in
  // the body outside Testing Library's render, or on the body itself, goes with it.
  document.body.replaceChildren();
  for (const name of document.body.getAttributeNames()) document.body.removeAttribute(name);
  window.localStorage.clear();
  window.sessionStorage.clear();
});

// jsdom lacks these browser APIs that Embla, Radix and the layout use. The matchMedia stub is the
// one specs of motion-aware blocks call again to answer `prefers-reduced-motion`.
stubMatchMedia();
for (const name of ['ResizeObserver', 'IntersectionObserver'] as const) {
  if (!(name in window)) {
    // Configurable: a spec that needs to drive one stubs it (vi.stubGlobal).
    Object.defineProperty(window, name, {
      configurable: true,
      writable: true,
      // Observers that never report: nothing in jsdom has a size or a place on screen.
      value: class {
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
        takeRecords = () => [];
      },
    });
  }
}
window.scrollTo = (() => undefined) as typeof window.scrollTo;
