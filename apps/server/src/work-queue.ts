import { AsyncLocalStorage } from 'node:async_hooks';
import PQueue from 'p-queue';

/** Who waits for a piece of work: a visitor (first in line) or nobody (a refresh, the warm-up). */
export const priority = { visitor: 1, background: 0 } as const;
export type Priority = (typeof priority)[keyof typeof priority];

/** Refused at once: as many tasks of its priority already wait as the queue lets wait. */
export class QueueFull extends Error {
  constructor(queue: string) {
    super(`${queue}: too much work waiting`);
  }
}

// The priority of the work under way, for the work it starts in turn: a background render's CMS
// reads wait behind a visitor's.
const current = new AsyncLocalStorage<Priority>();
/** The priority of the work this code runs for (a visitor's when no queued work started it). */
export const currentPriority = (): Priority => current.getStore() ?? priority.visitor;
/** Runs `work` as work of `level` (a render thread's CMS reads, at the priority of their render). */
export const withPriority = <T>(level: Priority, work: () => T): T => current.run(level, work);

export type WorkQueue = {
  /**
   * Runs `work` in its turn, at most `concurrency` at once, a visitor's before the background's. When
   * it would wait and `waiting` tasks of its priority already do, it is refused at once (QueueFull),
   * never queued without end: what the server cannot do soon it does not promise to do later.
   */
  run<T>(work: () => Promise<T>, options: { priority: Priority; waiting: number }): Promise<T>;
  /** Resolves once fewer than `waiting` background tasks wait (the warm-up goes at the queue's pace). */
  roomFor(waiting: number): Promise<void>;
  /** How many tasks of `priority` wait for a turn. */
  waiting(priority: Priority): number;
  /** How many run now. */
  readonly running: number;
};

/**
 * A bounded queue of work (p-queue): renders, refreshes, resizes, CMS requests each have one. With
 * `perSecond`, at most that many tasks start in a second (the background's pace).
 */
export function createWorkQueue(name: string, concurrency: number, perSecond = 0): WorkQueue {
  const slots = Math.max(1, Math.floor(concurrency));
  const queue = new PQueue({
    concurrency: slots,
    ...(perSecond > 0 ? { interval: 1000, intervalCap: Math.max(1, Math.floor(perSecond)) } : {}),
  });
  const waiting = (level: Priority) => queue.sizeBy({ priority: level });
  return {
    run(work, options) {
      const wouldWait = queue.pending >= slots || queue.size > 0;
      if (wouldWait && waiting(options.priority) >= options.waiting)
        return Promise.reject(new QueueFull(name));
      return queue.add(() => withPriority(options.priority, work), { priority: options.priority });
    },
    async roomFor(limit) {
      while (waiting(priority.background) >= limit) await queue.onSizeLessThan(queue.size);
    },
    waiting,
    get running() {
      return queue.pending;
    },
  };
}
