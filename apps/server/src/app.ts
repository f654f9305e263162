import helmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import underPressure from '@fastify/under-pressure';
import Fastify, { type FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { randomUUID } from 'node:crypto';
import { join } from 'node:path';
import { createCmsClient, type CmsClient } from './cms-client.ts';
import type { ServerConfig } from './config.ts';
import { createImageService } from './images/image-service.ts';
import { createInvalidationBus, type InvalidationBus } from './invalidation.ts';
import { hashedAssetsPrefix, shedLoad } from './load-shedding.ts';
import { countAnswers } from './metrics/http-metrics.ts';
import { createMetrics } from './metrics/metrics.ts';
import { createPageCache, type PageCache } from './page-cache.ts';
import { createPageService, type PageService } from './page-service.ts';
import type { Renderer } from './renderer.ts';
import { registerCmsProxy } from './routes/cms-proxy.ts';
import { problem, rateLimitedBody, registerForms } from './routes/forms.ts';
import { registerHealth } from './routes/health.ts';
import { registerImages } from './routes/images.ts';
import { registerMetrics } from './routes/metrics.ts';
import { registerPages } from './routes/pages.ts';
import { registerPreview } from './routes/preview.ts';
import { registerSearch } from './routes/search.ts';
import { registerUploads } from './routes/uploads.ts';
import { registerVitals } from './routes/vitals.ts';
import { registerWebhook } from './routes/webhook.ts';
import { createSearchService, type SearchService } from './search/search-service.ts';
import { securityHeaders } from './security.ts';
import { allLanguages, robotsTxt, sitemapXml, sitePaths } from './sitemap.ts';
import { unsafeTarget } from './url-guard.ts';
import { createVitalsStore } from './vitals/store.ts';

const publicFiles = [
  'favicon.svg',
  'apple-touch-icon.png',
  'icon-192.png',
  'icon-512.png',
  'manifest.webmanifest',
  'og-default.png',
];

const serviceWorkerFiles = ['sw.js', 'offline.en.html', 'offline.sw.html'];

export type SiteServer = {
  app: FastifyInstance;
  cms: CmsClient;
  cache: PageCache;
  pages: PageService;
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
};

/** The site's server: every route, header, limit and cache, around the site's renderer. */
export async function buildServer(config: ServerConfig, parts: ServerParts): Promise<SiteServer> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      // Never a body, a cookie or a token in the log: method, path (no query) and the client address.
      serializers: {
        req: (request) => ({ method: request.method, path: request.url.split('?')[0], ip: request.ip }),
      },
    },
    genReqId: () => randomUUID(),
    requestIdHeader: false,
    trustProxy: config.trustedProxies.length > 0 ? config.trustedProxies : false,
    bodyLimit: config.formBodyBytes,
    // A route's schema refuses what it does not name, and never turns "12" into 12.
    ajv: { customOptions: { removeAdditional: false, coerceTypes: false } },
    // One connection's requests stay small: a long URL is refused before routing.
    routerOptions: { maxParamLength: 200 },
    return503OnClosing: true,
  });
  const metrics = createMetrics();
  countAnswers(app, metrics);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('X-Request-Id', request.id);
    const refused = unsafeTarget(request.raw.url ?? '/');
    if (refused)
      return reply
        .code(refused)
        .header('Cache-Control', 'no-store')
        .send(problem(refused, 'BadRequest', 'Bad request target'));
  });
  // Bodies arrive as text: forwarded to the CMS as they came, checked to be JSON first. JSON is the
  // only body this server takes (a form posted cross-site as urlencoded or text is refused, 415).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_request, body, done) => {
    try {
      JSON.parse(body as string);
      done(null, body);
    } catch {
      done(Object.assign(new Error('Invalid JSON'), { statusCode: 400 }), undefined);
    }
  });
  app.setErrorHandler(
    (error: Error & { statusCode?: number; retryAfterSeconds?: number }, request, reply) => {
      const status =
        error.statusCode && error.statusCode >= 400 && error.statusCode < 600 ? error.statusCode : 500;
      if (status === 429)
        return reply
          .code(429)
          .header('Retry-After', String(error.retryAfterSeconds ?? 60))
          .send(rateLimitedBody(error.retryAfterSeconds ?? 60));
      if (status >= 500) request.log.error({ err: error }, 'request failed');
      const names: Record<number, string> = {
        400: 'BadRequest',
        404: 'NotFound',
        405: 'MethodNotAllowed',
        413: 'PayloadTooLarge',
        415: 'UnsupportedMediaType',
      };
      // Our own words only: an error's message may carry what the client sent.
      const messages: Record<number, string> = {
        400: 'Bad request',
        413: 'The request body is too large',
        415: 'Send JSON',
      };
      return reply
        .code(status)
        .header('Cache-Control', 'no-store')
        .send(
          problem(
            status,
            names[status] ?? 'Error',
            messages[status] ?? (status >= 500 ? 'Something went wrong' : 'Request refused'),
          ),
        );
    },
  );

  const redis = config.redisUrl
    ? new Redis(config.redisUrl, {
        maxRetriesPerRequest: 1,
        enableOfflineQueue: false,
        connectTimeout: 2_000,
      })
    : null;
  redis?.on('error', () => undefined); // reported by the store and the bus, once per outage
  const cms = createCmsClient({
    cmsUrl: config.cmsUrl,
    ttlMs: config.dev ? 0 : config.cmsCacheMs,
    observe: metrics.cmsTimer('content'),
  });
  const images = createImageService({
    cmsUrl: config.cmsUrl,
    cacheBytes: config.imageCacheBytes,
    observe: metrics.cmsTimer('media'),
    onResize: (format, seconds) => metrics.imageResizes.observe({ format }, seconds),
  });
  const renderer = parts.renderer(cms);
  const cache = createPageCache(config.dev ? 0 : config.pageCacheBytes);
  const pages = createPageService(renderer, cache, { maxAgeMs: config.pageMaxAgeMs, log: app.log });
  const bus = createInvalidationBus(config.redisUrl, app.log);
  const search = createSearchService(renderer.site, cms, {
    debounceMs: config.searchRebuildDelayMs,
    log: app.log,
  });
  let paths: string[] = [];
  let warm = config.dev || !config.warmCache;
  bus.subscribe((tags) => {
    cms.clear();
    // A media change (every page's tag): a file replaced under its name needs new variants.
    if (tags.includes('*')) images.clear();
    const stale = cache.invalidate(tags);
    app.log.info({ tags, pages: stale.length }, 'pages invalidated');
    // Lists changed (a new article): the sitemap lists what the CMS now has.
    if (tags.includes('*') || tags.some((tag) => tag.startsWith('api:')))
      void refreshPaths().catch(() => undefined);
    // Every change may change what search finds; a burst of publications costs one rebuild.
    search.rebuildSoon();
  });
  const refreshPaths = async () => {
    paths = await sitePaths(renderer.site, cms);
  };

  await app.register(underPressure, {
    maxEventLoopDelay: config.maxEventLoopDelayMs,
    pressureHandler: shedLoad,
    exposeStatusRoute: false,
  });
  await app.register(helmet, securityHeaders(config, renderer.scriptHashes));
  app.addHook('onSend', async (_request, reply) => {
    reply.header(
      'Permissions-Policy',
      'camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()',
    );
  });

  if (parts.registerDev) await parts.registerDev(app);
  else {
    const client = join(config.distDir, 'client');
    // Hashed files: cached for a year, in brotli or gzip as the build compressed them.
    await app.register(fastifyStatic, {
      root: join(client, 'assets'),
      prefix: hashedAssetsPrefix,
      preCompressed: true,
      immutable: true,
      maxAge: '365d',
    });
    // The few files with fixed names (icons, manifest): revalidated daily.
    for (const file of publicFiles)
      app.get(`/${file}`, (_request, reply) =>
        reply.sendFile(file, client, { maxAge: '1d', immutable: false }),
      );
    // The service worker and its offline pages: always revalidated, so a deploy reaches the browser's
    // next update check (the worker's scope is the whole site: it lives at the root).
    for (const file of serviceWorkerFiles)
      app.get(`/${file}`, (_request, reply) =>
        reply.header('Cache-Control', 'no-cache').sendFile(file, client, { cacheControl: false }),
      );
  }
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
      .send(sitemapXml(config.siteOrigin, paths));
  });
  registerHealth(app, config, {
    cacheWarm: () => warm,
    redis: () => (!redis ? 'off' : redis.status === 'ready' && bus.shared() ? 'connected' : 'unavailable'),
  });
  registerWebhook(app, config.webhookSecret, bus);
  registerPreview(app, config, renderer, (locale) => renderer.site.previewBanner(locale));
  registerCmsProxy(app, renderer.site, cms);
  await registerForms(app, config, redis);
  registerSearch(app, search, renderer, {
    sharedMaxAge: config.htmlSharedMaxAge,
    rateLimit: { max: config.searchLimit, timeWindow: 60_000 },
  });
  registerUploads(app, config);
  registerImages(app, images);
  await registerVitals(app, {
    store: createVitalsStore(redis),
    registry: metrics.registry,
    site: renderer.site,
    rateLimit: { max: config.vitalsLimit, timeWindow: 60_000 },
  });
  registerMetrics(app, metrics, config.metricsAllow);
  registerPages(app, pages, { sharedMaxAge: config.htmlSharedMaxAge });

  // Closing (SIGTERM): Node stops accepting connections, but a keep-alive connection whose request
  // is still under way would stay open after its answer until the keep-alive timeout. Answer it with
  // `Connection: close` so close completes as soon as the last request is answered.
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('Connection', 'close');
  });
  app.addHook('onClose', async () => {
    search.close();
    await bus.close();
    redis?.disconnect();
  });

  return {
    app,
    cms,
    cache,
    pages,
    bus,
    search,
    async warm() {
      await refreshPaths();
      const queue = allLanguages(paths);
      // Two at a time: the CMS keeps answering visitors meanwhile.
      const worker = async () => {
        for (let path = queue.shift(); path; path = queue.shift()) await pages.refresh(path);
      };
      await Promise.all([worker(), worker()]);
      warm = true;
      app.log.info({ pages: cache.size }, 'page cache warm');
    },
  };
}
