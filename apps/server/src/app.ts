import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { registerJsonBodies } from './body-parser.ts';
import { clientErrorHandler } from './raw-answers.ts';
import { SampledAccessLog } from './access-log.ts';
import { answerBeforeFastify, serverAnsweringFirst, type AnswerBeforeFastify } from './before-fastify.ts';
import { createCmsClient, type CmsClient } from './cms-client.ts';
import type { ServerConfig } from './config.ts';
import { frameworkErrors, registerErrors } from './http-errors.ts';
import { createImageService } from './images/image-service.ts';
import { createInvalidationBus, type InvalidationBus } from './invalidation.ts';
import { createBudgets } from './limits/budget.ts';
import { uncachedGate } from './limits/uncached.ts';
import { countAnswers, countCachedAnswer } from './metrics/http-metrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { loopLagsPast, registerLoadMeter } from './load-shedding.ts';
import { createMediaFiles } from './media-files.ts';
import { createRenderedPages, type RenderedPages } from './rendered-pages.ts';
import type { Renderer } from './renderer.ts';
import { registerRequestHooks } from './request-hooks.ts';
import { registerCmsProxy } from './routes/cms-proxy.ts';
import { registerForms } from './routes/forms.ts';
import { registerHealth } from './routes/health.ts';
import { registerImages } from './routes/images.ts';
import { registerMetrics } from './routes/metrics.ts';
import { registerPages } from './routes/pages.ts';
import { registerPreview } from './routes/preview.ts';
import { registerSaveDataSwitch } from './routes/save-data-switch.ts';
import { registerSearch } from './routes/search.ts';
import { registerStoragePreferences } from './routes/storage-preferences.ts';
import { registerUploads } from './routes/uploads.ts';
import { registerVitals } from './routes/vitals.ts';
import { registerWebhook } from './routes/webhook.ts';
import { createSearchService, type SearchService } from './search/search-service.ts';
import { securityHeaders } from './security.ts';
import { allLanguages, heldBackPaths, robotsTxt, sitemapXml, sitePaths } from './sitemap.ts';
import { registerStaticFiles } from './static-files.ts';
import { createVitalsStore } from './vitals/store.ts';
import { createWorkQueue, priority } from './work-queue.ts';

export type SiteServer = {
  app: FastifyInstance;
  cms: CmsClient;
  pages: RenderedPages;
  bus: InvalidationBus;
  search: SearchService;
  /** Renders every page of the site into the cache (both languages) and lists them for the sitemap. */
  warm(): Promise<void>;
};

export type ServerParts = {
  /** Builds the renderer once the CMS client exists (the built site, or Vite's in development). */
  renderer: (cms: CmsClient) => Renderer;
  /** Development: Vite's middlewares serve the sources (registered before the routes). */
  registerDev?: (app: FastifyInstance) => Promise<void>;
  /** Where the JSON log lines go (standard output when not given). */
  logStream?: { write(line: string): void };
};

/** Renders a visitor may wait for, beyond those under way; past it, a 503 (or the page's last copy). */
const visitorRendersWaiting = 64;
/** Pages of the warm-up waiting for a render at once. */
const warmUpWaiting = 4;
/** Of one visitor's uncached requests, how many may wait for one under way to end (a page's images). */
const visitorRequestsWaiting = 16;

/** The site's server: every route, header, limit and cache, around the site's renderer. */
export async function buildServer(config: ServerConfig, parts: ServerParts): Promise<SiteServer> {
  let headers: Record<string, string> = {};
  // A page the cache holds is answered before Fastify (before-fastify.ts), once the cache exists.
  let answerCached: AnswerBeforeFastify = () => false;
  const accessLog = new SampledAccessLog(config.accessLogSample);
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never a body, a cookie or a token in the log: method, path (no query) and the client address.
      serializers: {
        req: (request) => ({ method: request.method, path: request.url.split('?')[0], ip: request.ip }),
      },
      ...(parts.logStream ? { stream: parts.logStream } : {}),
    },
    logController: accessLog,
    serverFactory: serverAnsweringFirst(
      () => answerCached,
      () => headers,
    ),
    // What Node's parser refuses is answered as the site answers (raw-answers.ts).
    clientErrorHandler: clientErrorHandler(() => headers),
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: config.formBodyBytes,
    // A route's schema refuses what it does not name, and never turns "12" into 12.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // One connection's requests stay small: a long URL is refused before routing.
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: frameworkErrors(() => headers),
    return503OnClosing: true,
  });
  registerErrors(app);
  registerJsonBodies(app);
  const metrics = createMetrics();
  countAnswers(app, metrics);

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2_000,
      })
    : null;
  redis?.on('error', () => undefined); // reported by the limits and the bus, once per outage
  const budgets = createBudgets(redis, app.log);
  // Every way to the CMS is bounded: requests at once (`CMS_CONCURRENCY`), renders at once, and
  // the refreshes a crawl of aged pages asks for: one at a time, `REFRESH_PER_SECOND` at most,
  // dropped past `REFRESH_QUEUE_LIMIT` waiting (ADR 0025).
  const cmsRequests = createWorkQueue('CMS requests', config.cmsConcurrency);
  const renders = createWorkQueue('renders', config.renderConcurrency);
  const refreshes = createWorkQueue('refreshes', 1, config.refreshPerSecond);
  const cms = createCmsClient(
    {
      cmsUrl: config.cmsUrl,
      ttlMs: config.dev ? 0 : config.cmsCacheMs,
      observe: { content: metrics.cmsTimer('content'), media: metrics.cmsTimer('media') },
    },
    cmsRequests,
  );
  const images = createImageService({
    cms,
    cacheBytes: config.imageCacheBytes,
    maxQueued: config.imageResizesWaiting,
    onResize: (format, seconds) => metrics.imageResizes.observe({ format }, seconds),
  });
  const media = createMediaFiles(cms, config.uploadCacheBytes);
  metrics.watchQueues({ cms: cmsRequests, renders, refreshes });
  const renderer = parts.renderer(cms);
  // Load is measured by @fastify/under-pressure (registered below, before the routes).
  const busy = () => loopLagsPast(app.memoryUsage().eventLoopDelay, config.maxEventLoopDelayMs);
  const pages = createRenderedPages(renderer, {
    maxBytes: config.dev ? 0 : config.pageCacheBytes,
    maxAgeMs: config.pageMaxAgeMs,
    renders,
    refreshes,
    waiting: { [priority.visitor]: visitorRendersWaiting, [priority.background]: config.refreshQueueLimit },
    busy,
    dropped: () => metrics.refreshesDropped.inc(),
    log: app.log,
  });
  const bus = createInvalidationBus(config.redisUrl, app.log);
  const search = createSearchService(renderer.site, cms, {
    debounceMs: config.searchRebuildDelayMs,
    log: app.log,
  });
  let paths: string[] = [];
  // Pages the CMS has not published: rendered (they say they are being prepared), never listed.
  let heldBack = new Set<string>();
  let warm = config.dev || !config.warmCache;
  bus.subscribe((tags) => {
    cms.clear();
    // A media change (every page's tag): a file replaced under its name needs new variants.
    if (tags.includes('*')) {
      images.clear();
      media.clear();
    }
    app.log.info({ tags, pages: pages.invalidate(tags) }, 'pages invalidated');
    // Lists changed (a new article): the sitemap lists what the CMS now has.
    if (tags.includes('*') || tags.some((tag) => tag.startsWith('api:')))
      void refreshPaths().catch(() => undefined);
    // Every change may change what search finds; a burst of publications costs one rebuild.
    search.rebuildSoon();
  });
  const refreshPaths = async () => {
    [paths, heldBack] = await Promise.all([sitePaths(renderer.site, cms), heldBackPaths(renderer.site, cms)]);
  };

  headers = securityHeaders(config, renderer.scriptHashes);
  // Closing (SIGTERM): Node stops accepting connections, but a keep-alive connection whose request
  // is still under way would stay open after its answer until the keep-alive timeout. Answers say
  // `Connection: close` from then on, so close completes as soon as the last request is answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  registerRequestHooks(app, { headers, closing: () => closing, bodyTimeoutMs: config.bodyTimeoutMs });
  answerCached = answerBeforeFastify({
    pages,
    headers,
    sharedMaxAge: config.htmlSharedMaxAge,
    closing: () => closing,
    accessLog,
    counted: countCachedAnswer(metrics),
    log: app.log,
  });
  await registerLoadMeter(app);
  const admit = uncachedGate(busy, {
    budget: budgets('uncached', config.uncachedLimit, 60_000),
    concurrency: config.uncachedConcurrency,
    waiting: visitorRequestsWaiting,
  });

  if (parts.registerDev) await parts.registerDev(app);
  else await registerStaticFiles(app, config.distDir);
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('Cache-Control', 'public, max-age=3600')
      .send(robotsTxt(config.siteOrigin)),
  );
  app.get('/sitemap.xml', async (_request, reply) => {
    if (paths.length === 0) await refreshPaths();
    return reply
      .type('application/xml; charset=utf-8')
      .header('Cache-Control', 'public, max-age=300')
      .send(
        sitemapXml(
          config.siteOrigin,
          paths.filter((path) => !heldBack.has(path)),
        ),
      );
  });
  registerHealth(app, config, {
    cacheWarm: () => warm,
    redis: () => (!redis ? 'off' : redis.status === 'ready' && bus.shared() ? 'connected' : 'unavailable'),
  });
  registerWebhook(app, config.webhookSecret, bus);
  registerPreview(app, config, { renderer, cmsRequests }, (locale) => renderer.site.previewBanner(locale));
  registerCmsProxy(app, renderer.site, cms, admit);
  await registerForms(app, config, budgets, {
    address: (path) => renderer.site.address(path),
    render: renderer.render,
  });
  const plainForms = {
    address: (path: string) => renderer.site.address(path),
    secure: config.siteOrigin.startsWith('https:'),
  };
  await registerStoragePreferences(app, plainForms);
  await registerSaveDataSwitch(app, plainForms);
  registerSearch(app, search, renderer, { sharedMaxAge: config.htmlSharedMaxAge, admit });
  registerUploads(app, media, admit);
  registerImages(app, images, admit);
  await registerVitals(app, {
    store: createVitalsStore(redis),
    registry: metrics.registry,
    site: renderer.site,
    budget: budgets('vitals', config.vitalsLimit, 60_000),
  });
  registerMetrics(app, metrics, config.metricsAllow);
  registerPages(app, pages, {
    sharedMaxAge: config.htmlSharedMaxAge,
    address: (path) => renderer.site.address(path),
    admit,
    busy,
    render: renderer.render,
  });

  app.addHook('onClose', async () => {
    search.close();
    await renderer.close();
    await bus.close();
    redis?.disconnect();
  });

  return {
    app,
    cms,
    pages,
    bus,
    search,
    async warm() {
      await refreshPaths();
      // Through the renders queue, at its pace: visitors' renders go first meanwhile, and the queue
      // never holds more than a few pages of the warm-up.
      const done: Promise<void>[] = [];
      for (const path of allLanguages(paths)) {
        await renders.roomFor(warmUpWaiting);
        done.push(pages.refresh(path, { wait: true }));
      }
      await Promise.all(done);
      warm = true;
      app.log.info({ pages: pages.keys().length }, 'page cache warm');
    },
  };
}
