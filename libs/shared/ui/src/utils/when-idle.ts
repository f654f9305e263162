/**
 * Runs `task` in a task of its own once the browser is idle (at the latest after `timeoutMs`), or
 * in the next task where it cannot tell idleness. Returns what cancels it.
 */
export function whenIdle(task: () => void, timeoutMs = 2_000): () => void {
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = window;
  if (typeof request === 'function' && typeof cancel === 'function') {
    const id = request(task, { timeout: timeoutMs });
    return () => cancel(id);
  }
  const id = window.setTimeout(task);
  return () => window.clearTimeout(id);
}
