import type { FastifyInstance, FastifyRequest } from 'fastify';
import { wasShed } from '../load-shedding.ts';
import type { SiteMetrics } from './metrics.ts';

/**
 * Counts every answer from the outside, by what it was (Fastify hooks: the routes, the load
 * shedding and the rate limits stay as they are): requests by status and route template, 429
 * refusals, 503s of shed load (load-shedding.ts, or answered before any handler ran: closing), and
 * the page and image caches' results (their `X-Cache` header). A page answered before Fastify
 * (before-fastify.ts) is counted by `countCachedAnswer`.
 */
export function countAnswers(app: FastifyInstance, metrics: SiteMetrics) {
  const handled = new WeakSet<FastifyRequest>();
  app.addHook('preHandler', async (request) => {
    handled.add(request);
  });
  app.addHook('onResponse', async (request, reply) => {
    const route = request.routeOptions.url ?? 'unmatched';
    const status = reply.statusCode;
    metrics.requests.inc({ method: request.method, route, status: String(status) });
    if (status === 429) metrics.rateLimited.inc({ route });
    if (status === 503 && (!handled.has(request) || wasShed(reply))) metrics.shed.inc();
    const cache = reply.getHeader('x-cache');
    if (typeof cache !== 'string') return;
    if (route === '/*') metrics.pageAnswers.inc({ result: cache });
    else if (route.startsWith('/_img/')) metrics.imageAnswers.inc({ result: cache });
  });
}

/** A page answered from the cache before Fastify: what `countAnswers` counts of a hit. */
export const countCachedAnswer = (metrics: SiteMetrics) => (method: string) => {
  metrics.requests.inc({ method, route: '/*', status: '200' });
  metrics.pageAnswers.inc({ result: 'hit' });
};
