import type { FastifyReply, FastifyRequest } from 'fastify';
import { setTimeout as delay } from 'node:timers/promises';
import { sendShed } from '../load-shedding.ts';
import type { Budget } from './budget.ts';
import { clientKey } from './client-key.ts';
import { sendTooMany } from './too-many.ts';

/** True: go on with the work; false: the request was answered (503 shed, or 429). */
export type AdmitUncached = (request: FastifyRequest, reply: FastifyReply) => Promise<boolean>;

/**
 * How long a refusal waits before it leaves: a client flooding past its budget on many connections
 * then sends a few requests a second per connection instead of thousands, and the event loop stays
 * with everyone else (a socket waiting costs memory, not time).
 */
export const refusalDelayMs = 100;

/**
 * The gate before work the caches cannot answer: shed while the server is overloaded (cached pages
 * keep being served meanwhile), refused past the visitor's budget, so one client cannot take the
 * site's time from everyone else.
 */
export function uncachedGate(busy: () => boolean, budget: Budget): AdmitUncached {
  return async (request, reply) => {
    if (busy()) {
      sendShed(reply);
      return false;
    }
    const verdict = await budget.take(clientKey(request.ip));
    if (verdict.ok) return true;
    await delay(refusalDelayMs);
    sendTooMany(reply, 'uncached', verdict.retryAfterSeconds);
    return false;
  };
}
