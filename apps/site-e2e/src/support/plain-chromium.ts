import type { LaunchOptions, Page } from '@playwright/test';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Readable, Writable } from 'node:stream';

type Message = {
  id?: number;
  method?: string;
  params?: Record<string, unknown>;
  result?: Record<string, unknown>;
  error?: { message: string };
  sessionId?: string;
};

/** What a test does with a page of the plain browser: the part of Playwright's `Page` it uses. */
export type PlainPage = Pick<Page, 'evaluate' | 'addInitScript'> & {
  goto(url: string): Promise<void>;
  /** A visitor's click (mouse pressed and released) in the middle of the first element `selector` finds. */
  click(selector: string): Promise<void>;
  close(): Promise<void>;
};

/**
 * The suite's Chromium (the project's `launchOptions`) driven over the DevTools protocol through a pipe, with DevTools attached to one
 * page and nothing else. A service worker must not have DevTools attached where a test is about its
 * life: Chromium then never stops it when idle, and stops it at once when a new worker waits, even in the
 * middle of a navigation it handles. Playwright attaches to every service worker, so a deploy test
 * under Playwright failed on those two, not on the site (docs/decisions.md, "Reading on a bad
 * connection").
 */
export async function plainChromiumPage({ executablePath, args = [] }: LaunchOptions): Promise<PlainPage> {
  if (!executablePath) throw new Error('the project names no browser (launchOptions.executablePath)');
  const profile = mkdtempSync(join(tmpdir(), 'plain-chromium-'));
  const browser = spawn(
    executablePath,
    [...args, '--headless', '--remote-debugging-pipe', `--user-data-dir=${profile}`],
    { stdio: ['ignore', 'ignore', 'ignore', 'pipe', 'pipe'] },
  );
  const toBrowser = browser.stdio[3] as Writable;
  const fromBrowser = browser.stdio[4] as Readable;
  const answers = new Map<number, (message: Message) => void>();
  const listeners = new Set<(message: Message) => void>();
  let lastId = 0;
  let received = '';
  fromBrowser.setEncoding('utf8');
  fromBrowser.on('data', (chunk: string) => {
    received += chunk;
    // Each message ends with a NUL byte.
    for (let end = received.indexOf('\0'); end >= 0; end = received.indexOf('\0')) {
      const message = JSON.parse(received.slice(0, end)) as Message;
      received = received.slice(end + 1);
      if (message.id === undefined) for (const listener of listeners) listener(message);
      else answers.get(message.id)?.(message);
    }
  });
  const send = (method: string, params: object = {}, sessionId?: string) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const id = ++lastId;
      answers.set(id, (message) => {
        answers.delete(id);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      });
      toBrowser.write(`${JSON.stringify({ id, method, params, sessionId })}\0`);
    });
  const next = (method: string, sessionId: string) =>
    new Promise<void>((resolve) => {
      const listener = (message: Message) => {
        if (message.method !== method || message.sessionId !== sessionId) return;
        listeners.delete(listener);
        resolve();
      };
      listeners.add(listener);
    });

  const { targetId } = await send('Target.createTarget', { url: 'about:blank' });
  const { sessionId } = (await send('Target.attachToTarget', { targetId, flatten: true })) as {
    sessionId: string;
  };
  await send('Page.enable', {}, sessionId);
  const evaluate = async (expression: string) => {
    const { result, exceptionDetails } = (await send(
      'Runtime.evaluate',
      { expression, awaitPromise: true, returnByValue: true },
      sessionId,
    )) as { result?: { value?: unknown }; exceptionDetails?: { exception?: { description?: string } } };
    if (exceptionDetails) throw new Error(exceptionDetails.exception?.description ?? 'evaluation failed');
    return result?.value;
  };
  // Playwright's loader has compiled the test's functions: their source runs as it is in the page.
  const call = (fn: unknown, arg: unknown) => `(${String(fn)})(${JSON.stringify(arg)})`;

  return {
    evaluate: ((fn: unknown, arg?: unknown) => evaluate(call(fn, arg))) as PlainPage['evaluate'],
    addInitScript: (async (fn: unknown, arg?: unknown) => {
      await send('Page.addScriptToEvaluateOnNewDocument', { source: call(fn, arg) }, sessionId);
    }) as unknown as PlainPage['addInitScript'],
    async goto(url) {
      const loaded = next('Page.loadEventFired', sessionId);
      const { errorText } = await send('Page.navigate', { url }, sessionId);
      if (errorText) throw new Error(`${url}: ${String(errorText)}`);
      await loaded;
    },
    async click(selector) {
      // The element may belong to a page still arriving (a navigation the test caused is under way):
      // the page waits for it to exist, and a document replaced meanwhile is asked again. Scrolled to,
      // it is measured once two frames have drawn it where it stays (a footer outside the viewport is
      // not laid out until near it: `content-visibility`), and only where the element itself would
      // take the click, as a visitor's eye would find it.
      const find = `new Promise((resolve) => {
        const frame = () => new Promise((next) => requestAnimationFrame(() => next()));
        const aim = async (element) => {
          for (let tries = 1; ; tries += 1) {
            element.scrollIntoView({ block: 'center', behavior: 'instant' });
            await frame();
            await frame();
            const box = element.getBoundingClientRect();
            const x = box.x + box.width / 2;
            const y = box.y + box.height / 2;
            const hit = box.width > 0 && element.contains(document.elementFromPoint(x, y));
            if (hit || tries === 30) return resolve({ x, y });
          }
        };
        const found = () => {
          const element = document.querySelector(${JSON.stringify(selector)});
          if (element) void aim(element);
          return Boolean(element);
        };
        if (found()) return;
        const observer = new MutationObserver(() => found() && observer.disconnect());
        observer.observe(document, { childList: true, subtree: true });
      })`;
      let point: { x: number; y: number } | undefined;
      for (let attempt = 1; !point; attempt += 1) {
        point = (await evaluate(find).catch((error: unknown) => {
          if (attempt >= 3) throw error;
          return undefined;
        })) as typeof point;
      }
      const { x, y } = point;
      for (const type of ['mousePressed', 'mouseReleased'])
        await send('Input.dispatchMouseEvent', { type, x, y, button: 'left', clickCount: 1 }, sessionId);
    },
    async close() {
      const exited = once(browser, 'exit');
      await send('Browser.close').catch(() => browser.kill());
      await exited;
      rmSync(profile, { recursive: true, force: true });
    },
  };
}
