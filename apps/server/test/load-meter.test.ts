import Fastify from 'fastify';
import { loadSampleIntervalMs, loopLagsPast, registerLoadMeter } from '../src/load-shedding.ts';

/** Holds the event loop, as a long render does. */
function hold(ms: number) {
  const end = performance.now() + ms;
  while (performance.now() < end);
}

/** Resolves on the loop's next check phase, after its timers ran. */
const afterTimers = () => new Promise<void>((resolve) => setImmediate(resolve));

describe('the event-loop meter the server sheds by', () => {
  it('reads an interval held without a sample as one interval: not past a longer limit, past a shorter one', async () => {
    const app = Fastify();
    await registerLoadMeter(app);
    // The first hold spans a reading, which runs as the loop comes back and starts a new interval;
    // the second, right after it, holds that whole interval before its delay could be sampled.
    hold(loadSampleIntervalMs + 200);
    await afterTimers();
    hold(loadSampleIntervalMs + 200);
    await afterTimers();
    const { eventLoopDelay } = app.memoryUsage();
    expect(eventLoopDelay, 'the meter found no sample in the interval').toBe(Infinity);
    // The end-to-end servers' limit (10 s) is not passed: the loop was held for about a second.
    expect(loopLagsPast(eventLoopDelay, 10_000)).toBe(false);
    // The production limit (1 s) is: a loop held for a whole interval is overloaded.
    expect(loopLagsPast(eventLoopDelay, 1_000)).toBe(true);
    await app.close();
  });

  it('compares a measured delay with the limit, and never sheds with no limit', () => {
    expect(loopLagsPast(1_500, 1_000)).toBe(true);
    expect(loopLagsPast(900, 1_000)).toBe(false);
    expect(loopLagsPast(Infinity, 0)).toBe(false);
    expect(loopLagsPast(60_000, 0)).toBe(false);
  });
});
