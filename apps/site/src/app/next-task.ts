type YieldingScheduler = { yield?: () => Promise<void> };

/**
 * Ends the current task and resumes in a new one, so the browser can paint and take a tap in
 * between. The start of the app is several such steps: as one task it blocked a slow phone for
 * most of a second. `scheduler.yield()` where the browser has it (it resumes ahead of other tasks),
 * a message otherwise: unlike a timer, neither is slowed down in a background tab.
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resume) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resume();
    };
    channel.port2.postMessage(null);
  });
}
