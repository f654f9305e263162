// Debian's Chromium, the one browser of every suite and benchmark here (no browser downloads on this
// network), and the flags that keep it quiet and off the network in a container.
export const chromiumPath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
