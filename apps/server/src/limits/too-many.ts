import type { FastifyReply } from 'fastify';

/** What a budget protects: work the caches cannot answer, form posts, form tickets. */
export type LimitKind = 'uncached' | 'form' | 'ticket';

const messages: Record<LimitKind, string> = {
  uncached: 'Too many requests from this connection. Please try again later.',
  form: 'Too many submissions from this connection. Please try again later.',
  ticket: 'Too many submissions from this connection. Please try again later.',
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
