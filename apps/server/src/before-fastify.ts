import type { FastifyBaseLogger, FastifyServerFactory } from 'fastify';
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { SampledAccessLog } from './access-log.ts';
import { refusedHost } from './raw-answers.ts';
import { encodingFor } from './compression.ts';
import type { RenderedPages } from './rendered-pages.ts';
import { pageCacheControl } from './routes/pages.ts';
import { pageVary, plainRequest } from './save-data.ts';

export type BeforeFastifyOptions = {
  pages: RenderedPages;
  /** The security headers every answer carries (security.ts). */
  headers: Record<string, string>;
  sharedMaxAge: number;
  /** The server is closing: Fastify answers (it ends connections and refuses new requests). */
  closing: () => boolean;
  accessLog: SampledAccessLog;
  /** Counts an answered request for the metrics (no Fastify hook sees it). */
  counted: (method: string) => void;
  log: FastifyBaseLogger;
};

/** Answers the request and says so, or says it did not (Fastify then does). */
export type AnswerBeforeFastify = (request: IncomingMessage, response: ServerResponse) => boolean;

/**
 * Most requests are for a page the cache holds, as it holds it: those are answered here, before
 * Fastify, the way a bare Node server answers with a file it keeps in memory — the headers (the
 * security headers, the page's own) worked out once per stored body, an id for the request, the
 * stored bytes. Fastify's request and reply (routing, hooks, a header at a time) took a third of the
 * cached path's speed (docs/measurements.md). Only a GET or HEAD whose target is exactly a cached
 * address (no query: every cache key is a path the routes once checked), not invalidated, 200, in a
 * stored encoding the browser takes (negotiated: compression.ts) and without a matching
 * `If-None-Match`, from a visitor without a data saver choice or `Save-Data` (save-data.ts);
 * anything else goes to Fastify. An aged page is answered too (it is refreshed
 * in the background meanwhile: rendered-pages.ts).
 * No Fastify hook sees these requests: the metrics count them here (`counted`).
 */
export function answerBeforeFastify(options: BeforeFastifyOptions): AnswerBeforeFastify {
  const cacheControl = pageCacheControl(200, options.sharedMaxAge);
  const common = Object.entries(options.headers).flat();
  const wire = new WeakMap<Buffer, string[]>();
  const answer: AnswerBeforeFastify = (request, response) => {
    const { method, url = '' } = request;
    if ((method !== 'GET' && method !== 'HEAD') || options.closing()) return false;
    // A visitor's data saver (either way) is Fastify's to answer: the lighter copy, or a private one.
    if (!plainRequest(request.headers)) return false;
    const page = url.includes('?') ? undefined : options.pages.cached(url, null);
    if (!page || page.status !== 200 || request.headers['if-none-match'] === page.etag) return false;
    const encoding = encodingFor(request.headers['accept-encoding']);
    const body = encoding && page[encoding];
    if (!body) return false;
    let headers = wire.get(body);
    if (!headers) {
      headers = [
        ...common,
        ...['Content-Type', 'text/html; charset=utf-8', 'Cache-Control', cacheControl],
        ...['Vary', pageVary, 'ETag', page.etag, 'X-Cache', 'hit'],
        ...['Content-Encoding', encoding, 'Content-Length', String(body.length)],
      ];
      wire.set(body, headers);
    }
    const id = randomUUID();
    response.writeHead(200, [...headers, 'X-Request-Id', id]);
    response.end(body);
    options.accessLog.cachedAnswer(options.log, id, request);
    options.counted(method);
    return true;
  };
  // A failed cached answer never crashes the process: what was not sent yet goes to Fastify.
  return (request, response) => {
    try {
      return answer(request, response);
    } catch (error) {
      options.log.error({ err: error }, 'cached answer failed');
      if (response.headersSent) response.destroy();
      return response.headersSent;
    }
  };
}

/**
 * Fastify's `serverFactory`: the server Fastify would make (the timeouts it would set; Node's own
 * for headers), refusing a request without exactly one `Host` (raw-answers.ts: Node's own check
 * answers without the security headers), then answering from the cache first.
 */
export function serverAnsweringFirst(
  answer: () => AnswerBeforeFastify,
  headers: () => Record<string, string>,
): FastifyServerFactory {
  return (handler, options) => {
    const {
      keepAliveTimeout = 72_000,
      requestTimeout = 0,
      connectionTimeout = 0,
    } = options as {
      keepAliveTimeout?: number;
      requestTimeout?: number;
      connectionTimeout?: number;
    };
    const server = createServer({ requireHostHeader: false }, (request, response) => {
      if (refusedHost(request, response, headers())) return;
      if (!answer()(request, response)) handler(request, response);
    });
    server.keepAliveTimeout = keepAliveTimeout;
    server.requestTimeout = requestTimeout;
    server.setTimeout(connectionTimeout);
    return server;
  };
}
