/** What the service worker does with a request and may keep of an answer (pure: unit-tested). */

export type RouteKind = 'page' | 'content' | 'file' | null;

/** Paths never kept: editor previews, health, the server's feeds. */
const neverKept = /^\/(?:sw\/)?_preview(?:\/|$)|^\/(?:healthz|readyz|sitemap\.xml|robots\.txt|sw\.js)$/;

export function routeKind(
  request: { method: string; mode: string; destination: string },
  url: URL,
  origin: string,
): RouteKind {
  if (request.method !== 'GET' || url.origin !== origin || neverKept.test(url.pathname)) return null;
  if (request.mode === 'navigate') return 'page';
  if (url.pathname.startsWith('/api/')) return 'content';
  if (/^\/(?:assets|uploads|_img)\//.test(url.pathname)) return 'file';
  return null;
}

/** A complete 200 answer that the server allows a browser to keep. */
export function cacheable(response: { status: number; type?: string; headers: Headers }): boolean {
  if (response.status !== 200) return false;
  const control = (response.headers.get('Cache-Control') ?? '').toLowerCase();
  return !/\b(?:no-store|private)\b/.test(control);
}

/** The precached offline page for a URL: Swahili under `/sw`. */
export function offlinePageFor(url: string): string {
  return /^\/sw(?:\/|$)/.test(new URL(url).pathname) ? '/offline.sw.html' : '/offline.en.html';
}
