import { runInNewContext } from 'node:vm';
import { deferredScriptsLoader } from '../src/deferred-scripts.ts';

type Element = { tag: string; rel?: string; href?: string; type?: string; src?: string };

/** Runs the loader as the browser would, with the page's frame, timers and `load` in the test's hands. */
function loadPage(attributes: Record<string, string>) {
  const appended: Element[] = [];
  const frames: (() => void)[] = [];
  const timers: (() => void)[] = [];
  const loadListeners: (() => void)[] = [];
  runInNewContext(deferredScriptsLoader, {
    document: {
      currentScript: { getAttribute: (name: string) => attributes[name] ?? null },
      createElement: (tag: string) => ({ tag }),
      head: { appendChild: (element: Element) => appended.push(element) },
    },
    requestAnimationFrame: (callback: () => void) => frames.push(callback),
    setTimeout: (callback: () => void) => timers.push(callback),
    addEventListener: (type: string, callback: () => void) => type === 'load' && loadListeners.push(callback),
  });
  const run = (callbacks: (() => void)[]) => callbacks.splice(0).forEach((callback) => callback());
  return {
    appended,
    paintFrame: () => run(frames),
    runTimers: () => run(timers),
    fireLoad: () => run(loadListeners),
  };
}

const page = { 'data-entry': '/assets/entry.js', 'data-preload': '/assets/a.js /assets/b.js' };

test('starts nothing before the first frame has painted, then the entry and the preloads, once', () => {
  const browser = loadPage(page);
  expect(browser.appended).toEqual([]);
  browser.paintFrame();
  // The timer set in the frame runs after that frame's paint.
  expect(browser.appended).toEqual([]);
  browser.runTimers();
  expect(browser.appended).toEqual([
    { tag: 'script', type: 'module', src: '/assets/entry.js' },
    { tag: 'link', rel: 'modulepreload', href: '/assets/a.js' },
  ]);
  browser.runTimers();
  expect(browser.appended.at(-1)).toEqual({ tag: 'link', rel: 'modulepreload', href: '/assets/b.js' });
  browser.fireLoad();
  browser.runTimers();
  expect(browser.appended).toHaveLength(3);
});

test('announces the preloads one per task, so no one task starts them all', () => {
  const files = Array.from({ length: 8 }, (_, n) => `/assets/${n}.js`);
  const browser = loadPage({ 'data-entry': '/assets/entry.js', 'data-preload': files.join(' ') });
  browser.paintFrame();
  const perTask: number[] = [];
  for (let task = 0; task < 9; task += 1) {
    const before = browser.appended.length;
    browser.runTimers();
    perTask.push(browser.appended.length - before);
  }
  // The first task also adds the entry.
  expect(perTask).toEqual([2, 1, 1, 1, 1, 1, 1, 1, 0]);
  expect(browser.appended.slice(1).map((element) => element.href)).toEqual(files);
});

test('a page loaded in a background tab, which paints no frame, starts its scripts on load', () => {
  const browser = loadPage({ 'data-entry': '/assets/entry.js', 'data-preload': '' });
  browser.fireLoad();
  expect(browser.appended).toEqual([{ tag: 'script', type: 'module', src: '/assets/entry.js' }]);
  browser.paintFrame();
  browser.runTimers();
  expect(browser.appended).toHaveLength(1);
});
