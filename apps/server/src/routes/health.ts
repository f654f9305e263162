import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.ts';

export type Readiness = {
  cacheWarm: () => boolean;
  /** `off` without `REDIS_URL`; `unavailable` while Redis is away (limits and changes stay per process). */
  redis: () => 'off' | 'connected' | 'unavailable';
};

/** How often, at most, `/readyz` asks the CMS: a burst of probes costs the CMS one request a second. */
const cmsCheckMs = 1_000;

/**
 * `/healthz`: the process answers. `/readyz`: it can serve visitors — the CMS answers and the page
 * cache has been warmed (a load balancer sends traffic only then; cached pages still serve if the
 * CMS goes away later, and this then says not ready). The CMS's answer is remembered for a second,
 * so the probe costs nothing under load. A Redis outage is reported, not fatal: the instance keeps
 * serving with its own limits. Neither is ever shed or limited.
 */
export function registerHealth(app: FastifyInstance, config: ServerConfig, readiness: Readiness) {
  let checked = { at: -Infinity, cms: Promise.resolve(false) };
  const cmsAnswers = () => {
    const now = performance.now();
    if (now - checked.at >= cmsCheckMs)
      checked = {
        at: now,
        cms: fetch(`${config.cmsUrl}/_health`, { signal: AbortSignal.timeout(2_000) })
          .then((response) => response.status < 300)
          .catch(() => false),
      };
    return checked.cms;
  };
  app.get('/healthz', async (_request, reply) =>
    reply.header('Cache-Control', 'no-store').send({ status: 'ok' }),
  );
  app.get('/readyz', async (_request, reply) => {
    const cms = await cmsAnswers();
    const cacheWarm = readiness.cacheWarm();
    return reply
      .code(cms && cacheWarm ? 200 : 503)
      .header('Cache-Control', 'no-store')
      .send({ status: cms && cacheWarm ? 'ready' : 'not ready', cms, cacheWarm, redis: readiness.redis() });
  });
}
