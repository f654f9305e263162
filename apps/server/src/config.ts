import { resolve } from 'node:path';
import { addressList } from './metrics/address-list.ts';
import { secretProblems } from '@site/server-rules';
import { secretFrom } from './secrets.ts';

const workspaceRoot = resolve(import.meta.dirname, '../../..');

/** Every setting of the server, from the environment, with a working local default (README: Configuration). */
export type ServerConfig = {
  host: string;
  port: number;
  /** Development: Vite renders and serves the sources with hot reload; no page cache. */
  dev: boolean;
  production: boolean;
  /** Where the CMS answers the server (never the browser). */
  cmsUrl: string;
  /** The public origin of the site: canonical, share and sitemap URLs. */
  siteOrigin: string;
  /** Addresses (or CIDR ranges) of the proxies in front of this server whose `X-Forwarded-For` is believed. */
  trustedProxies: string[];
  webhookSecret: string;
  previewSecret: string;
  /** A read-only CMS API token for drafts (editor preview); never sent to a browser. */
  cmsPreviewToken: string;
  redisUrl: string;
  distDir: string;
  pageCacheBytes: number;
  /** A cached page older than this is re-rendered in the background (a missed webhook heals). */
  pageMaxAgeMs: number;
  /** How long a CMS read answers identical reads (browser `/api` reads and renders). */
  cmsCacheMs: number;
  /** Requests to the CMS at once (content and media, visitors' first); more wait their turn. */
  cmsConcurrency: number;
  /** Pages rendered at once for visitors (and the warm-up, behind them). */
  renderConcurrency: number;
  /** Background refreshes that may wait their turn; past it a refresh is dropped (the old copy serves on). */
  refreshQueueLimit: number;
  /** Background refreshes started in a second at most (one at a time). */
  refreshPerSecond: number;
  /** How long a CDN may serve a page before asking again (`s-maxage`). */
  htmlSharedMaxAge: number;
  /** Accepted submissions per visitor, form and window. */
  formLimit: number;
  /** Posts of any outcome per visitor, form and window (refusals included). */
  formAttemptLimit: number;
  formWindowMs: number;
  formBodyBytes: number;
  /**
   * How long a request's body may take to arrive once its headers did: a form at its size limit on
   * a 2G uplink, with room (docs/adr/0026-every-answer-the-sites.md). A trickled body is cut off with 408.
   */
  bodyTimeoutMs: number;
  /**
   * Requests per visitor and minute the caches cannot answer: renders, not-found pages, searches,
   * content reads the micro-cache misses (0: no limit).
   */
  uncachedLimit: number;
  /** How many of one visitor's uncached requests run at once (a few more wait; 0: no cap). */
  uncachedConcurrency: number;
  /** Image resizes that may wait for one of the two under way; past it, 503 (`/_img`). */
  imageResizesWaiting: number;
  /** The share of answered requests the access log records (0: none). */
  accessLogSample: number;
  /** Quiet time after a content change before the search index is read again. */
  searchRebuildDelayMs: number;
  /**
   * Event-loop delay past which requests are shed with a 503 and `Retry-After` (0: never). Never by
   * default with `--dev`: there Vite's transforms hold the loop by design, and shedding would refuse
   * the developer's own page its images.
   */
  maxEventLoopDelayMs: number;
  /** Addresses and CIDR ranges `/metrics` answers (the connection's own address); empty: nobody. */
  metricsAllow: string[];
  /** Web-vitals beacons per visitor and minute (`POST /_vitals`). */
  vitalsLimit: number;
  /** Memory for resized images (`/_img/…`), by bytes. */
  imageCacheBytes: number;
  /** Memory for the CMS's media files (`/uploads/…`), by bytes. */
  uploadCacheBytes: number;
  /** Render every page at start (cache warm before /readyz says ready). */
  warmCache: boolean;
  logLevel: string;
};

export function readConfig(
  env: NodeJS.ProcessEnv = process.env,
  argv: string[] = process.argv,
): ServerConfig {
  const production = env['NODE_ENV'] === 'production';
  const port = Number(env['PORT'] ?? 4300);
  const dev = argv.includes('--dev');
  const config: ServerConfig = {
    host: env['HOST'] ?? '127.0.0.1',
    port,
    dev,
    production,
    cmsUrl: (env['CMS_URL'] ?? 'http://127.0.0.1:1337').replace(/\/$/, ''),
    siteOrigin: (env['SITE_ORIGIN'] ?? `http://127.0.0.1:${port}`).replace(/\/$/, ''),
    trustedProxies: list(env['TRUSTED_PROXIES']),
    webhookSecret: secretFrom(env['CONTENT_WEBHOOK_SECRET'], production),
    previewSecret: secretFrom(env['PREVIEW_SECRET'], production),
    cmsPreviewToken: env['CMS_PREVIEW_TOKEN'] ?? '',
    redisUrl: env['REDIS_URL'] ?? '',
    distDir: resolve(workspaceRoot, env['SITE_DIST'] ?? 'dist/apps/site'),
    pageCacheBytes: number(env['PAGE_CACHE_MB'], 64) * 1024 * 1024,
    pageMaxAgeMs: number(env['PAGE_MAX_AGE_SECONDS'], 300) * 1000,
    cmsCacheMs: number(env['CMS_CACHE_MS'], 5000),
    cmsConcurrency: Math.max(1, number(env['CMS_CONCURRENCY'], 8)),
    renderConcurrency: Math.max(1, number(env['RENDER_CONCURRENCY'], 2)),
    refreshQueueLimit: number(env['REFRESH_QUEUE_LIMIT'], 16),
    refreshPerSecond: number(env['REFRESH_PER_SECOND'], 4),
    htmlSharedMaxAge: number(env['HTML_S_MAXAGE'], 5),
    formLimit: number(env['FORM_RATE_LIMIT'], 5),
    formAttemptLimit: number(env['FORM_ATTEMPT_LIMIT'], 30),
    formWindowMs: number(env['FORM_RATE_WINDOW_SECONDS'], 60) * 1000,
    formBodyBytes: number(env['FORM_BODY_LIMIT_KB'], 64) * 1024,
    bodyTimeoutMs: number(env['BODY_TIMEOUT_SECONDS'], 20) * 1000,
    uncachedLimit: number(env['UNCACHED_RATE_LIMIT'], 120),
    uncachedConcurrency: number(env['UNCACHED_CONCURRENCY'], 4),
    accessLogSample: Math.min(1, number(env['ACCESS_LOG_SAMPLE'], 0.01)),
    searchRebuildDelayMs: number(env['SEARCH_REBUILD_DELAY_MS'], 2000),
    maxEventLoopDelayMs: number(env['MAX_EVENT_LOOP_DELAY_MS'], dev ? 0 : 1000),
    metricsAllow: list(env['METRICS_ALLOW'] ?? '127.0.0.1,::1'),
    vitalsLimit: number(env['VITALS_RATE_LIMIT'], 30),
    imageCacheBytes: number(env['IMAGE_CACHE_MB'], 64) * 1024 * 1024,
    imageResizesWaiting: number(env['IMAGE_RESIZES_WAITING'], 32),
    uploadCacheBytes: number(env['UPLOAD_CACHE_MB'], 64) * 1024 * 1024,
    warmCache: env['WARM_CACHE'] !== 'false',
    logLevel: env['LOG_LEVEL'] ?? 'info',
  };
  // A typo in the list stops the start here, with the entry named.
  addressList(config.metricsAllow);
  if (production) {
    const problems = [
      // Missing, padded, committed anywhere in this repository, or weak (@site/server-rules).
      ...secretProblems(env, ['CONTENT_WEBHOOK_SECRET', 'PREVIEW_SECRET']),
      env['SITE_ORIGIN'] ? '' : 'SITE_ORIGIN is not set',
    ].filter(Boolean);
    if (problems.length > 0)
      throw new Error(
        `Refusing to start in production (README: Configuration):\n  - ${problems.join('\n  - ')}`,
      );
  }
  return config;
}

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

function number(value: string | undefined, fallback: number): number {
  const parsed = Number(value);
  return value !== undefined && value !== '' && Number.isFinite(parsed) && parsed >= 0 ? parsed : fallback;
}
