import type { FastifyInstance } from 'fastify';
import { sendProblem } from './http-errors.ts';
import { unsafeTarget } from './url-guard.ts';

export type RequestHookOptions = {
  /** The security headers every answer carries (security.ts). */
  headers: Record<string, string>;
  /** The server is closing: answers end their connection. */
  closing: () => boolean;
};

/** Peers already reported for sending `X-Forwarded-For` untrusted (bounded: a log line each, once). */
const maxReportedPeers = 100;

/**
 * What every request gets, in one hook each way (a cached page is written on its own:
 * routes/stored-answer.ts):
 * - a target no page or API has (url-guard.ts) refused at once;
 * - a warning, once per peer, when `X-Forwarded-For` comes from an address that is not a trusted
 *   proxy: the header is ignored, so everyone behind that proxy counts as one visitor (README:
 *   Configuration, behind a proxy);
 * - on the answer: the security headers, the request's id, and `Connection: close` while the server
 *   closes (SIGTERM), so a kept-alive connection does not hold the close up.
 */
export function registerRequestHooks(app: FastifyInstance, options: RequestHookOptions) {
  const reported = new Set<string>();
  app.addHook('onRequest', (request, reply, done) => {
    const refused = unsafeTarget(request.raw.url ?? '/');
    if (refused) return void sendProblem(reply, refused);
    if (request.headers['x-forwarded-for'] !== undefined) {
      const peer = request.socket.remoteAddress ?? '';
      if (request.ip === peer && !reported.has(peer) && reported.size < maxReportedPeers) {
        reported.add(peer);
        request.log.warn(
          { peer },
          'X-Forwarded-For from an address that is not a trusted proxy (TRUSTED_PROXIES): ignored',
        );
      }
    }
    done();
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(options.headers).header('X-Request-Id', request.id);
    if (options.closing()) reply.header('Connection', 'close');
    done(null, payload);
  });
}
