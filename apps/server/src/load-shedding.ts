import underPressure from '@fastify/under-pressure';
import type { FastifyInstance, FastifyReply } from 'fastify';
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

/** How often @fastify/under-pressure reads the event loop's delay (its own default, named here). */
export const loadSampleIntervalMs = 1000;

/**
 * Registers @fastify/under-pressure as the server's meter of event-loop delay (read by `loopLagsPast`;
 * it sheds nothing itself: what is shed is decided where uncached work starts, limits/uncached.ts).
 */
export async function registerLoadMeter(app: FastifyInstance) {
  await app.register(underPressure, { sampleInterval: loadSampleIntervalMs, exposeStatusRoute: false });
}

/**
 * Whether the event loop lags past `limitMs` (0: never), by the meter's last reading. The meter reads
 * an interval in which it took no sample as an infinite delay: the loop was held for at least that
 * interval (one long render on a slow machine), not for ever. It counts as that: past a limit of up
 * to the interval, not past a longer one. Read as infinite, one task of just over a second right
 * after a reading shed every uncached request for the next second under a 10 s limit.
 */
export function loopLagsPast(delayMs: number, limitMs: number): boolean {
  if (limitMs <= 0) return false;
  return Number.isFinite(delayMs) ? delayMs > limitMs : limitMs <= loadSampleIntervalMs;
}
