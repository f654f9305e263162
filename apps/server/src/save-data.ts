import { saveDataItem, saveDataValues } from '@site/shared-i18n/storage-keys';
import { smallestCandidate } from '@site/shared-server-contract';
import type { IncomingHttpHeaders } from 'node:http';
import { uncompressed, type CompressedPage } from './compression.ts';

/**
 * Whether a request gets the lighter page (ADR 0030), and whether the visitor chose it: their data
 * saver cookie (`on`, `off`) decides; without it, the browser's `Save-Data: on` does.
 */
export type SaveData = { lite: boolean; byCookie: boolean };

/** Every page varies by these: the encoding and the browser's data saver. */
export const pageVary = 'Accept-Encoding, Save-Data';

function cookieValue(header: string | undefined, name: string): string | null {
  for (const pair of (header ?? '').split(';')) {
    const at = pair.indexOf('=');
    if (at > 0 && pair.slice(0, at).trim() === name) return pair.slice(at + 1).trim();
  }
  return null;
}

export function saveDataOf(headers: IncomingHttpHeaders): SaveData {
  const chosen = cookieValue(headers.cookie, saveDataItem.key);
  if (chosen === saveDataValues.on || chosen === saveDataValues.off)
    return { lite: chosen === saveDataValues.on, byCookie: true };
  const asked = headers['save-data'];
  return { lite: typeof asked === 'string' && asked.trim().toLowerCase() === 'on', byCookie: false };
}

/** True when the request may get the page as cached for everyone (no data saver either way). */
export const plainRequest = (headers: IncomingHttpHeaders) =>
  headers['save-data'] === undefined && cookieValue(headers.cookie, saveDataItem.key) === null;

/**
 * A page chosen by a visitor's cookie is theirs: a shared cache (which does not vary by cookie)
 * must not keep it for others.
 */
export const cacheControlFor = (saveData: SaveData, cacheControl: string) =>
  saveData.byCookie && cacheControl !== 'no-store' ? 'private, max-age=0' : cacheControl;

// Executable scripts: everything but structured data (`application/ld+json`, read by search engines).
// Every script the site writes escapes `<` in its text, so none holds a `</script>` of its own.
const scripts = /<script\b(?![^>]*type="application\/ld\+json")[^>]*>[\s\S]*?<\/script>/g;
// React writes them as it spells them (`srcSet`, `imageSrcSet`); HTML takes attribute names in any case.
const candidates = /\s(srcset|imagesrcset)="([^"]*)"/gi;
const rootTag = /<html\b([^>]*)>/;

/**
 * A page's document without scripts (nothing to download, parse or hydrate, and no hydration state:
 * usually a third or more of the HTML), its images and image preloads offered at the smallest width
 * only, and `data-save-data` on its root, which shows the footer's switch as on.
 */
export function liteDocument(html: string): string {
  return html
    .replace(rootTag, '<html$1 data-save-data="">')
    .replace(scripts, '')
    .replace(candidates, (_, name: string, value: string) => ` ${name}="${smallestCandidate(value)}"`);
}

const lighter = new WeakMap<CompressedPage, CompressedPage>();

/** The lighter form of a kept page, made once per page (and compressed once per encoding). */
export function liteCopy(page: CompressedPage): CompressedPage {
  let lite = lighter.get(page);
  if (!lite) {
    lite = uncompressed(liteDocument(page.html));
    lighter.set(page, lite);
  }
  return lite;
}
