import assert from 'node:assert/strict';
import { test } from 'node:test';
import { threadBlocking } from './thread-blocking.mjs';

const url = 'http://127.0.0.1:4300/';
const page = { pid: 7, tid: 1 };
/** A top-level task of `page`'s main thread: start and wall time, CPU time (µs). */
const task = (ts, dur, tdur, where = page) => ({ name: 'RunTask', ph: 'X', ts, dur, tdur, ...where });
const trace = (...tasks) => ({
  traceEvents: [
    { name: 'ParseHTML', ph: 'X', ts: 1_000, dur: 500, ...page, args: { beginData: { url } } },
    { name: 'firstContentfulPaint', ph: 'I', ts: 50_000, ...page },
    ...tasks,
  ],
});

test('counts the CPU time of the page’s tasks from its first paint, scaled, past 50 ms each', () => {
  const result = threadBlocking(
    trace(
      // Before the paint: not counted.
      task(10_000, 30_000, 30_000),
      // Straddles it: the half after (10 ms of 20 ms).
      task(40_000, 20_000, 20_000),
      // 120 ms of wall time, of which 8 ms the page's own CPU: 8 × 10 − 50.
      task(70_000, 120_000, 8_000),
      // Inside the one before (a nested run loop): already counted in it.
      task(80_000, 10_000, 10_000),
      // Short: 3 × 10 is under 50 ms.
      task(200_000, 3_000, 3_000),
      // Another thread's, another process's: not the page's main thread.
      task(300_000, 90_000, 90_000, { pid: 7, tid: 2 }),
      task(300_000, 90_000, 90_000, { pid: 8, tid: 1 }),
    ),
    url,
    10,
  );
  assert.deepEqual(result, { blockingMs: 10 * 10 - 50 + (8 * 10 - 50), cpuMs: 10 + 8 + 3, longestMs: 10 });
});

test('is null for a trace without the page, its paint or thread times', () => {
  assert.equal(threadBlocking(trace(task(60_000, 20_000, 20_000)), 'http://127.0.0.1:9/', 10), null);
  assert.equal(threadBlocking({ traceEvents: trace().traceEvents.slice(0, 1) }, url, 10), null);
  assert.equal(threadBlocking(trace(task(60_000, 20_000, undefined)), url, 10), null);
});
