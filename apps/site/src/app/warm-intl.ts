import type { Locale } from '@site/shared-server-contract';

/** Long enough for a slow phone's worker; a browser that never answers only loses the head start. */
const patienceMs = 3_000;

/**
 * Resolves once a worker has started the browser's ICU for the page's language (intl-warm.worker.ts),
 * so that the main thread's first `Intl` call finds it ready. Never rejects: without workers, or if
 * the worker fails, the page starts ICU itself, as it would have.
 */
export function warmIntl(locale: Locale): Promise<void> {
  return new Promise((resolve) => {
    let worker: Worker;
    try {
      worker = new Worker(new URL('../intl-warm.worker.ts', import.meta.url));
    } catch {
      resolve();
      return;
    }
    const done = () => {
      clearTimeout(timer);
      worker.terminate();
      resolve();
    };
    const timer = setTimeout(done, patienceMs);
    worker.onmessage = done;
    worker.onerror = done;
    worker.postMessage(locale);
  });
}
