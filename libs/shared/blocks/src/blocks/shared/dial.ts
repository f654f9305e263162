import { dialHref } from '@site/shared-content';

/** A USSD or phone code as a `tel:` href, or null when it holds anything but digits, `*`, `#` and `+`. */
export function dialLink(code: string | null | undefined): string | null {
  const trimmed = code?.trim();
  if (!trimmed || !/^[+*#\d\s]+$/.test(trimmed)) return null;
  return dialHref(trimmed);
}
