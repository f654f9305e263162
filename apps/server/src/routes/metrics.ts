import type { FastifyInstance } from 'fastify';
import { addressList } from '../metrics/address-list.ts';
import type { SiteMetrics } from '../metrics/metrics.ts';
import { problem } from '../http-errors.ts';

/**
 * `GET /metrics`: the server's figures in Prometheus' text format, for the addresses of
 * `METRICS_ALLOW` only. The connection's own address decides, never `X-Forwarded-For`: a proxy in
 * front would make every visitor look like the proxy, so the public proxy refuses the path itself
 * (deploy/nginx.conf) and Prometheus scrapes each instance directly.
 */
export function registerMetrics(app: FastifyInstance, metrics: SiteMetrics, allow: string[]) {
  const allowed = addressList(allow);
  // Prometheus asks every 30 s: no request line each time.
  app.get('/metrics', { logLevel: 'warn' }, async (request, reply) => {
    reply.header('Cache-Control', 'no-store');
    if (!allowed(request.socket.remoteAddress))
      return reply.code(403).send(problem(403, 'Forbidden', 'Metrics are not served to this address'));
    return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
  });
}
