import type { FastifyReply } from 'fastify';
import { problem } from './http-errors.ts';

export const shedRetryAfterSeconds = 10;

const shedReplies = new WeakSet<FastifyReply>();
/** The reply was shed (the metrics count it). */
export const wasShed = (reply: FastifyReply) => shedReplies.has(reply);

/**
 * What an overloaded server answers to work the caches cannot do (a render, a search, a content read
 * the micro-cache misses): a 503 the client may retry, without an error log per shed request, which
 * would only add to the load. Cached pages, hashed assets and the health checks are never shed
 * (`admitUncached` is only asked on the way to uncached work). The one place a request is shed; a
 * page sends its own page as the body (routes/pages.ts).
 */
export function sendShed(reply: FastifyReply, body?: string) {
  shedReplies.add(reply);
  return reply
    .code(503)
    .header('Retry-After', String(shedRetryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send(body ?? problem(503, 'ServiceUnavailable', 'The server is busy; try again in a few seconds'));
}
