// The page's main-thread blocking by the thread's own CPU time, read from a Lighthouse trace.
//
// Lighthouse's simulated TBT takes each task's wall time on the host and multiplies it by the CPU
// slowdown. On a shared 2-core host that wall time is mostly not the page's work: the main thread
// waits for the CPU while the browser process (tracing, screenshots), raster threads and the servers
// run, and waits on synchronous calls to the browser (Linux's font lookups). Multiplied by 10 to 13,
// those waits make most of the figure. The thread time of a task (`tdur`) is what the page itself
// ran, the work a phone would have to do: the same slowdown applied to it gives what a phone that
// much slower would block, had the page its CPU to itself.

/** Chromium's top-level task events (both names occur, by version). */
const taskNames = new Set(['RunTask', 'ThreadControllerImpl::RunTask']);

/**
 * The main thread of the renderer that parsed `url` (the page's own, not about:blank's or an
 * extension's), or null when the trace has no such parse.
 */
function pageThread(events, url) {
  const parse = events.find(
    (event) => event.name === 'ParseHTML' && (event.args?.beginData?.url ?? '').startsWith(url),
  );
  return parse ? { pid: parse.pid, tid: parse.tid, start: parse.ts } : null;
}

/**
 * Blocking time by thread time: each top-level task of the page's main thread from its first
 * contentful paint on, its CPU time times `slowdown`, past 50 ms (a task that straddles the paint
 * counts the share after it). Also the CPU time of those tasks and the longest one's, unscaled (ms).
 * `null` when the trace has no thread times or no paint of that page.
 */
export function threadBlocking(trace, url, slowdown) {
  const events = trace.traceEvents ?? trace;
  const thread = pageThread(events, url);
  if (!thread) return null;
  const paint = events.find(
    (event) => event.name === 'firstContentfulPaint' && event.pid === thread.pid && event.ts >= thread.start,
  );
  if (!paint) return null;
  const tasks = events
    .filter(
      (event) =>
        taskNames.has(event.name) &&
        event.ph === 'X' &&
        event.pid === thread.pid &&
        event.tid === thread.tid &&
        event.ts + event.dur > paint.ts,
    )
    .sort((a, b) => a.ts - b.ts || b.dur - a.dur);
  let blockingMs = 0;
  let cpuMs = 0;
  let longestMs = 0;
  let end = -Infinity;
  let timed = false;
  for (const task of tasks) {
    // A task inside another (a nested run loop) is part of the outer one's time.
    if (task.ts < end) continue;
    end = task.ts + task.dur;
    if (task.tdur === undefined) continue;
    timed = true;
    const afterPaint = task.ts >= paint.ts ? 1 : (end - paint.ts) / task.dur;
    const cpu = (task.tdur / 1000) * afterPaint;
    cpuMs += cpu;
    longestMs = Math.max(longestMs, cpu);
    blockingMs += Math.max(0, cpu * slowdown - 50);
  }
  if (!timed) return null;
  return { blockingMs: Math.round(blockingMs), cpuMs: Math.round(cpuMs), longestMs: Math.round(longestMs) };
}
