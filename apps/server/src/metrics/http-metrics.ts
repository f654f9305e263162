import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SiteMetrics } from './metrics.ts';

/**
 * Counts every answer from the outside, by what it was (Fastify hooks: the routes, the load
 * shedding and the rate limits stay as they are): requests by status and route template, 429
 * refusals, 503s answered before any handler ran (shed), and the page and image caches' results
 * (their `X-Cache` header).
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
    if (status === 503 && !handled.has(request)) metrics.shed.inc();
    const cache = reply.getHeader('x-cache');
    if (typeof cache !== 'string') return;
    if (route === '/*') metrics.pageAnswers.inc({ result: cache });
    else if (route.startsWith('/_img/')) metrics.imageAnswers.inc({ result: cache });
  });
}
