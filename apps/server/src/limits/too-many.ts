import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Budget } from './budget.ts';
import { clientKey } from './client-key.ts';

/** What a budget protects: work the caches cannot answer, form posts, form tickets, speed reports. */
export type LimitKind = 'uncached' | 'form' | 'ticket' | 'vitals';

const messages: Record<LimitKind, string> = {
  uncached: 'Too many requests from this connection. Please try again later.',
  form: 'Too many submissions from this connection. Please try again later.',
  ticket: 'Too many submissions from this connection. Please try again later.',
  vitals: 'Too many reports from this connection. Please try again later.',
};

/**
 * Every 429 the server sends, in Strapi's error shape (the forms translate `RateLimitError`), with
 * `Retry-After`. The one place a refusal is answered, so one counter here sees them all.
 */
export function sendTooMany(reply: FastifyReply, kind: LimitKind, retryAfterSeconds: number) {
  return reply
    .code(429)
    .header('Retry-After', String(retryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send({
      data: null,
      error: { status: 429, name: 'RateLimitError', message: messages[kind], details: { retryAfterSeconds } },
    });
}

/** A route hook spending one point of `budget` per request, before the body is read. */
export const spending =
  (budget: Budget, kind: LimitKind) => async (request: FastifyRequest, reply: FastifyReply) => {
    const verdict = await budget.take(clientKey(request.ip));
    if (!verdict.ok) return sendTooMany(reply, kind, verdict.retryAfterSeconds);
    return undefined;
  };
