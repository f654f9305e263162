/**
 * Where the CMS answers. By default the site's own origin: the dev server, the preview server and
 * production's CDN route `/api` and `/uploads` to Strapi, so requests stay same-origin (no CORS
 * preflight on slow networks) and the spec's "site root as base path" holds. `VITE_CMS_URL` points
 * the site straight at another CMS origin instead.
 */
export function cmsOrigin(): string {
  const configured = import.meta.env?.['VITE_CMS_URL'] as string | undefined;
  return (configured || globalThis.location?.origin || 'http://127.0.0.1:4200').replace(/\/$/, '');
}

export const cmsApiPath = '/api';

/** Requests that take longer fail with a timeout error state (slow 3G still answers well within it). */
export function cmsTimeoutMs(): number {
  const configured = Number(import.meta.env?.['VITE_CMS_TIMEOUT_MS']);
  return Number.isFinite(configured) && configured > 0 ? configured : 15000;
}

/** Populate depth of the spec (§7): 10 everywhere, 3 for the small, mid and large business pages. */
export const defaultPopulateDepth = 10;
