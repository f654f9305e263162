import type { FastifyReply, FastifyRequest } from 'fastify';
import { problem } from './routes/forms.ts';

export const shedRetryAfterSeconds = 10;
/** Where the build's hashed, immutable files are served (app.ts). */
export const hashedAssetsPrefix = '/assets/';

/**
 * What an overloaded server answers (`@fastify/under-pressure` calls this while the event loop lags).
 * Hashed assets are exempt: they are cheap, immutable files, and refusing them would leave the pages
 * already sent half-loaded (no script, grey images). Everything else gets a 503 the client can retry,
 * without an error log per shed request, which would only add to the load.
 */
export function shedLoad(request: FastifyRequest, reply: FastifyReply): void {
  if (request.url.startsWith(hashedAssetsPrefix)) return;
  void reply
    .code(503)
    .header('Retry-After', String(shedRetryAfterSeconds))
    .header('Cache-Control', 'no-store')
    .send(problem(503, 'ServiceUnavailable', 'The server is busy; try again in a few seconds'));
}
