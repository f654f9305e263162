import type { FastifyInstance } from 'fastify';
import { PassThrough } from 'node:stream';
import { sendProblem } from './http-errors.ts';
import { unsafeTarget } from './url-guard.ts';

export type RequestHookOptions = {
  /** The security headers every answer carries (security.ts). */
  headers: Record<string, string>;
  /** The server is closing: answers end their connection. */
  closing: () => boolean;
  /** How long a body may take once the headers arrived (0: no limit). */
  bodyTimeoutMs: number;
};

/** Peers already reported for sending `X-Forwarded-For` untrusted (bounded: a log line each, once). */
const maxReportedPeers = 100;

/**
 * What every request gets, in one hook each way (a cached page is written on its own:
 * before-fastify.ts):
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
  if (options.bodyTimeoutMs > 0)
    app.addHook('preParsing', (request, _reply, payload, done) => {
      const { 'content-length': length, 'transfer-encoding': chunked } = request.headers;
      if (!chunked && (length === undefined || length === '0')) return done(null, payload);
      // The body is read through a stream of ours, which fails with 408 when time is up (the
      // request's own stream stays, so the answer can still be written on its connection).
      const body = new PassThrough();
      const timer = setTimeout(() => {
        payload.unpipe(body);
        body.destroy(Object.assign(new Error('request body timeout'), { statusCode: 408 }));
      }, options.bodyTimeoutMs);
      const stop = () => clearTimeout(timer);
      body.once('end', stop).once('close', stop);
      payload.once('close', stop);
      done(null, payload.pipe(body));
    });
  app.addHook('onSend', (request, reply, payload, done) => {
    reply.headers(options.headers).header('X-Request-Id', request.id);
    if (options.closing()) reply.header('Connection', 'close');
    done(null, payload);
  });
}
