import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { sendShed } from '../load-shedding.ts';
import { createWorkQueue, priority, type WorkQueue } from '../work-queue.ts';
import type { Budget } from './budget.ts';
import { clientKey } from './client-key.ts';
import { sendTooMany } from './too-many.ts';

/**
 * True: go on with the work; false: the request was answered (503 shed, or 429), or by `otherwise`
 * when given (a page's last copy, rather than a refusal).
 */
export type AdmitUncached = (
  request: FastifyRequest,
  reply: FastifyReply,
  otherwise?: () => Promise<unknown>,
) => Promise<boolean>;

/**
 * How long a refusal waits before it leaves: a client flooding past its budget on many connections
 * then sends a few requests a second per connection instead of thousands, and the event loop stays
 * with everyone else (a socket waiting costs memory, not time).
 */
export const refusalDelayMs = 100;

export type UncachedLimits = {
  /** The visitor's budget of uncached requests (rate). */
  budget: Budget;
  /** How many of a visitor's uncached requests run at once (0: no cap)… */
  concurrency: number;
  /** …and how many more may wait for one of those to end; past it, 429. */
  waiting: number;
};

/**
 * The gate before work the caches cannot answer: shed while the server is overloaded (cached pages
 * keep being served meanwhile), refused past the visitor's budget, and at most `concurrency` of a
 * visitor's such requests at once (a few more wait their turn: a page's first images), so one client
 * cannot take the site's time from everyone else, however fast or however wide it asks.
 */
export function uncachedGate(busy: () => boolean, limits: UncachedLimits): AdmitUncached {
  // One queue per visitor with requests under way, gone when the last one ends.
  const visitors = new Map<string, WorkQueue>();
  /** Holds one of the visitor's places until the answer is sent; false when none is free soon. */
  function place(key: string, reply: FastifyReply): Promise<boolean> {
    if (limits.concurrency <= 0) return Promise.resolve(true);
    let queue = visitors.get(key);
    if (!queue) visitors.set(key, (queue = createWorkQueue(`requests of ${key}`, limits.concurrency)));
    const own = queue;
    return new Promise<boolean>((admitted) => {
      const ended = new Promise<void>((done) => reply.raw.once('close', done));
      own
        .run(
          () => {
            // Gone while it waited: no work for it (its place is free again at once).
            admitted(!reply.raw.destroyed);
            return ended;
          },
          { priority: priority.visitor, waiting: limits.waiting },
        )
        .catch(() => admitted(false))
        .finally(() => {
          if (own.running === 0 && own.waiting(priority.visitor) === 0) visitors.delete(key);
        });
    });
  }

  return async (request, reply, otherwise) => {
    if (busy()) {
      if (otherwise) await otherwise();
      else sendShed(reply);
      return false;
    }
    const key = clientKey(request.ip);
    const verdict = await limits.budget.take(key);
    if (verdict.ok && (await place(key, reply))) return true;
    if (otherwise) {
      await otherwise();
      return false;
    }
    await delay(refusalDelayMs);
    sendTooMany(reply, 'uncached', verdict.ok ? 1 : verdict.retryAfterSeconds);
    return false;
  };
}
