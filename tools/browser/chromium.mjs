// Debian's Chromium, the one browser of every suite and benchmark here (no browser downloads on this
// network), and the flags that keep it quiet and off the network in a container.

/** The browser as visitors run it (package chromium): what the benchmarks (Lighthouse, images) measure. */
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/**
 * The tests' browser: the same Chromium's headless shell (package chromium-headless-shell), the build
 * Playwright itself runs for headless tests. Same Blink and V8, lighter around them: the end-to-end
 * suite ran in 6.4 min against 8.7 with the full browser (docs/measurements.md, ADR 0033).
 */
export const testChromiumPath = process.env.TEST_CHROME_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
