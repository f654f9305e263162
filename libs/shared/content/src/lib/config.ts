/** Requests that take longer fail with a timeout error state (slow 3G still answers well within it). */
export function cmsTimeoutMs(): number {
  const configured = Number(import.meta.env?.['VITE_CMS_TIMEOUT_MS']);
  return Number.isFinite(configured) && configured > 0 ? configured : 15000;
}

/** Populate depth of the CMS calls: 10 everywhere, 3 for the small, mid and large business pages. */
export const defaultPopulateDepth = 10;
