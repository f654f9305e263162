/**
 * Where the servers of the run listen. Ports differ from the developer defaults (CMS 1337, site
 * 4300) so a running stack never answers the suite.
 */
export const cmsPort = Number(process.env['E2E_CMS_PORT'] ?? 1338);
export const sitePort = Number(process.env['E2E_SITE_PORT'] ?? 4301);
export const cmsUrl = `http://127.0.0.1:${cmsPort}`;
/** The CMS's admin listener (admin API, content manager): never the public port. */
export const cmsAdminPort = Number(process.env['E2E_CMS_ADMIN_PORT'] ?? 1348);
export const cmsAdminUrl = `http://127.0.0.1:${cmsAdminPort}`;
export const siteUrl = `http://127.0.0.1:${sitePort}`;

/**
 * External redirect targets: the build's defaults (`VITE_FWA_URL`, `VITE_INVESTOR_VIDEOS_URL` unset);
 * the browser never reaches them (intercepted with `route`).
 */
export const externalTargets = {
  FWA_URL: 'https://www.vodacom.co.tz/fwa',
  INVESTOR_VIDEOS_URL: 'https://www.youtube.com/@VodacomTanzania',
} as const;

/** The administrator `admin:create` makes on the fresh CMS (scripts/start-cms.mjs); reads form submissions. */
export const admin = {
  email: process.env['E2E_ADMIN_EMAIL'] ?? 'e2e-admin@example.test',
  password: process.env['E2E_ADMIN_PASSWORD'] ?? 'E2e-Admin-Passw0rd',
};

/** Shared by the CMS and the site's server of the run (test values, never used elsewhere). */
export const e2eSecrets = {
  webhook: 'e2e-content-webhook-secret',
  preview: 'e2e-preview-secret',
  previewToken: 'e2e-preview-read-token-0123456789abcdef',
} as const;

/**
 * The environment of a site server the suite starts (the main one, and the offline spec's own): it
 * reads the run's CMS, checks its secrets, and renders pages on their first request (each is visited
 * anyway). Two browsers, the CMS and the server share a 2-core runner: a cold render there can lag the
 * event loop past the production limit (1 s) and shed the next request with a 503 (seen: a not-found
 * page, an upload). Shedding is tested in the server's suite.
 */
export function siteServerEnv(port: number, origin: string): Record<string, string> {
  return {
    PORT: String(port),
    CMS_URL: cmsUrl,
    SITE_ORIGIN: origin,
    CONTENT_WEBHOOK_SECRET: e2eSecrets.webhook,
    PREVIEW_SECRET: e2eSecrets.preview,
    WARM_CACHE: 'false',
    MAX_EVENT_LOOP_DELAY_MS: '10000',
    // Every page of the run is rendered for one address (the browsers on 127.0.0.1): no budget of
    // uncached work, nor a cap on it at once (both are tested in the server's suite).
    UNCACHED_RATE_LIMIT: '0',
    UNCACHED_CONCURRENCY: '0',
    // Both browsers meet every photo on a cold cache at once (the first screens, on slow CPUs): they
    // wait for their resize instead of a 503 (the bound itself is tested in the server's suite).
    IMAGE_RESIZES_WAITING: '1000',
    LOG_LEVEL: 'warn',
  };
}

export const locales = ['en', 'sw'] as const;
export type Locale = (typeof locales)[number];
