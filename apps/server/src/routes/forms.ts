import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Redis } from 'ioredis';
import type { ServerConfig } from '../config.ts';
import { fallbackStore } from '../rate-limit-store.ts';

/** The three public forms' CMS collections (create-only). */
export const formSegments = ['foundation-applications', 'business-community-signups', 'shareholder-forms'];

export const rateLimitedBody = (retryAfterSeconds: number) => ({
  data: null,
  error: {
    status: 429,
    name: 'RateLimitError',
    message: 'Too many submissions from this connection. Please try again later.',
    details: { retryAfterSeconds },
  },
});

/**
 * `POST /api/<form>`: JSON only, a small body, and a limit per form and per visitor (the visitor's
 * address from `X-Forwarded-For` only when a trusted proxy sent it), counted across instances in
 * Redis. The submission goes on to the CMS with the visitor's address; its answer comes back as is,
 * so the form shows the CMS's field errors or its reference.
 *
 * `POST /api/<form>/ticket`: the form's timing ticket (apps/cms/src/forms/ticket.js), asked for each
 * time the form opens and sent back with the submission; no body, a limit of its own per visitor
 * (`ticketsPerSubmission` times the submissions').
 */
export async function registerForms(app: FastifyInstance, config: ServerConfig, redis: Redis | null) {
  await app.register(rateLimit, {
    global: false,
    store: fallbackStore(redis, app.log) as never,
    // Per visitor; each form route counts on its own (the store keys by route too).
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: (_request, context) =>
      Object.assign(new Error('rate limited'), {
        statusCode: 429,
        retryAfterSeconds: Math.ceil(context.ttl / 1000),
      }),
  });
  const limit = (max: number) => ({ rateLimit: { max, timeWindow: config.formWindowMs } });
  for (const segment of formSegments) {
    app.post(`/api/${segment}`, {
      config: limit(config.formLimit),
      handler: async (request, reply) => {
        const body = request.body;
        if (typeof body !== 'string')
          return reply.code(415).send(problem(415, 'UnsupportedMediaType', 'Send JSON.'));
        return forward(reply, config, `/api/${segment}`, request.ip, body);
      },
    });
    app.post(`/api/${segment}/ticket`, {
      config: limit(config.formLimit * ticketsPerSubmission),
      handler: async (request, reply) => forward(reply, config, `/api/${segment}/ticket`, request.ip),
    });
  }
}

/** A visitor may open a form several times (reloads, other pages) for each submission. */
const ticketsPerSubmission = 10;

/** POSTs to the CMS with the visitor's address; its answer comes back as is, its failures as 502. */
async function forward(reply: FastifyReply, config: ServerConfig, path: string, ip: string, body?: string) {
  const response = await fetch(`${config.cmsUrl}${path}`, {
    method: 'POST',
    headers: { ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), 'X-Forwarded-For': ip },
    ...(body === undefined ? {} : { body }),
    signal: AbortSignal.timeout(20_000),
  }).catch(() => null);
  if (!response)
    return reply.code(502).send(problem(502, 'BadGateway', 'The content service did not answer.'));
  const text = await response.text();
  const status = response.status >= 500 ? 502 : response.status;
  // The CMS's own limit says how long to wait; the form reads it from here or from the body.
  const wait = response.headers.get('Retry-After');
  if (status === 429 && wait) reply.header('Retry-After', wait);
  return reply
    .code(status)
    .header('Content-Type', 'application/json; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(status === 502 ? problem(502, 'BadGateway', 'The content service failed.') : text.slice(0, 16_384));
}

export const problem = (status: number, name: string, message: string) => ({
  data: null,
  error: { status, name, message },
});
