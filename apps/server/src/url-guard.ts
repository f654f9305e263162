/**
 * Refuses request targets no page or API of the site has, before any routing: dot segments (plain or
 * encoded), encoded slashes and backslashes, backslashes, NUL and other control characters, and
 * overlong targets. What passes can be routed literally: no file outside the public folder, no CMS
 * path the proxy did not mean to forward.
 */
export function unsafeTarget(rawUrl: string): 400 | 414 | null {
  if (rawUrl.length > 2048) return 414;
  const path = rawUrl.split('?')[0] ?? '';
  const lower = path.toLowerCase();
  if (/(^|\/)(\.|%2e){1,2}(\/|$)/.test(lower)) return 400;
  if (/%2f|%5c|%00|\\/.test(lower)) return 400;
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is refused
  if (/[\u0000-\u001f\u007f]/.test(rawUrl)) return 400;
  if (path.includes('//')) return 400;
  try {
    decodeURIComponent(path);
  } catch {
    return 400; // a malformed escape
  }
  return null;
}
