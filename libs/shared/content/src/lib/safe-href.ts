/**
 * Only links a visitor can safely follow leave the CMS: site-relative paths, https, mailto and tel
 * (USSD codes). Anything else (javascript:, data:, http:, protocol-relative) is dropped.
 */
export function safeHref(href: unknown): string | null {
  if (typeof href !== 'string') return null;
  const value = href.trim();
  if (value === '') return null;
  if (value.startsWith('/') && !value.startsWith('//')) return value;
  if (value.startsWith('#')) return value;
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(value)?.[1]?.toLowerCase();
  return scheme === 'https' || scheme === 'mailto' || scheme === 'tel' ? value : null;
}

export function isExternalHref(href: string): boolean {
  return /^https:/i.test(href);
}

/** A USSD code as a dial link: `*149*01#` → `tel:*149*01%23`, so "Buy Bundle" works on a phone. */
export function dialHref(code: string): string {
  return `tel:${code.replace(/\s+/g, '').replace(/#/g, '%23')}`;
}
