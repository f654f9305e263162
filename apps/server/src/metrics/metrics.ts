import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { CmsObserver } from '../cms-client.ts';
import { priority, type WorkQueue } from '../work-queue.ts';

/** The server's own figures for an operator's monitoring (`GET /metrics`, Prometheus' text format). */
export type SiteMetrics = ReturnType<typeof createMetrics>;

/**
 * One registry per server (tests start several in one process). Node's own figures come from
 * prom-client's defaults: event-loop lag (`nodejs_eventloop_lag_*`), memory, CPU, GC.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const registers = [registry];
  const pageAnswers = new Counter({
    name: 'site_page_cache_answers_total',
    help: 'Pages answered, by page-cache result (hit, stale, miss, uncached)',
    labelNames: ['result'] as const,
    registers,
  });
  new Gauge({
    name: 'site_page_cache_hit_ratio',
    help: 'Share of pages answered from the page cache (hit or stale) since the server started',
    registers,
    async collect() {
      const values = (await pageAnswers.get()).values;
      const count = (cached: boolean) =>
        values
          .filter((value) => ['hit', 'stale'].includes(String(value.labels.result)) === cached)
          .reduce((sum, value) => sum + value.value, 0);
      const total = count(true) + count(false);
      this.set(total === 0 ? 0 : count(true) / total);
    },
  });
  const cmsRequests = new Histogram({
    name: 'site_cms_request_duration_seconds',
    help: 'Requests to the CMS: content reads and media originals; result ok, error (5xx) or unreachable',
    labelNames: ['kind', 'result'] as const,
    buckets: [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 15],
    registers,
  });
  const queues: Record<string, WorkQueue> = {};
  new Gauge({
    name: 'site_work_running',
    help: 'Work under way: requests to the CMS (cms) and page renders (renders)',
    labelNames: ['queue'] as const,
    registers,
    collect() {
      for (const [queue, work] of Object.entries(queues)) this.set({ queue }, work.running);
    },
  });
  new Gauge({
    name: 'site_work_waiting',
    help: 'Work waiting for its turn, by queue and priority (visitor, background)',
    labelNames: ['queue', 'priority'] as const,
    registers,
    collect() {
      for (const [queue, work] of Object.entries(queues))
        for (const [name, level] of Object.entries(priority))
          this.set({ queue, priority: name }, work.waiting(level));
    },
  });
  return {
    registry,
    /** Reports these queues' work under way and waiting. */
    watchQueues: (watched: Record<string, WorkQueue>) => void Object.assign(queues, watched),
    refreshesDropped: new Counter({
      name: 'site_page_refreshes_dropped_total',
      help: 'Background refreshes of aged pages not done (server busy, or enough already waiting): the old copy served on',
      registers,
    }),
    /** What times one kind of request to the CMS (the content client's reads, the images' originals). */
    cmsTimer:
      (kind: 'content' | 'media'): CmsObserver =>
      (seconds, result) =>
        cmsRequests.observe({ kind, result }, seconds),
    requests: new Counter({
      name: 'site_http_requests_total',
      help: 'Requests answered, by method, route template and status',
      labelNames: ['method', 'route', 'status'] as const,
      registers,
    }),
    pageAnswers,
    shed: new Counter({
      name: 'site_shed_requests_total',
      help: 'Requests refused with 503 before their handler ran (event loop overloaded, or closing)',
      registers,
    }),
    rateLimited: new Counter({
      name: 'site_rate_limited_total',
      help: 'Requests refused with 429, by route template',
      labelNames: ['route'] as const,
      registers,
    }),
    imageAnswers: new Counter({
      name: 'site_image_variants_total',
      help: 'Image variants answered, from the server cache (hit) or made now (miss)',
      labelNames: ['result'] as const,
      registers,
    }),
    imageResizes: new Histogram({
      name: 'site_image_resize_seconds',
      help: 'Time to make one image variant, by format',
      labelNames: ['format'] as const,
      buckets: [0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers,
    }),
  };
}
