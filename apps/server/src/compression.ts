import Negotiator from 'negotiator';
import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/**
 * Levels chosen by measurement (docs/measurements.md, the compression table of `npm run bench:server`):
 * a cached page is sent thousands of times, so it is stored at brotli's best (a tenth smaller than
 * 5 on the site's pages, at ~100 times the time), compressed in the background after its first
 * answer; a page sent as it is rendered (a first request, a not-found entry, a failed render, search
 * results) is compressed at a level where time counts more than the last bytes: brotli 5 is within
 * 1 % of 6 and 9 in size at a tenth of 9's time. Both run in libuv's thread pool, off the event loop.
 */
export const storedLevels = { brotli: 11, gzip: 9 };
export const liveLevels = { brotli: 5, gzip: 6 };

export type Encoding = 'br' | 'gzip';

/** A page's HTML, its ETag, and its compressed forms once made (null: not yet). */
export type CompressedPage = { html: string; etag: string; br: Buffer | null; gzip: Buffer | null };

export function compress(html: string, encoding: Encoding, levels = liveLevels): Promise<Buffer> {
  return encoding === 'br'
    ? brotli(html, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: levels.brotli,
          [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(html),
        },
      })
    : gzipped(html, { level: levels.gzip });
}

/** A page's HTML with its ETag; compressed when first sent, or to be stored. */
export const uncompressed = (html: string): CompressedPage => ({
  html,
  etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`,
  br: null,
  gzip: null,
});

/** Both encodings at the stored levels, for a page that is kept. */
export async function compressForStore(page: CompressedPage): Promise<void> {
  const [br, gzip] = await Promise.all([
    compress(page.html, 'br', storedLevels),
    compress(page.html, 'gzip', storedLevels),
  ]);
  Object.assign(page, { br, gzip });
}

/** The page in `encoding`: as stored, else compressed now at the live level (and kept on the page). */
export async function encoded(page: CompressedPage, encoding: Encoding): Promise<Buffer> {
  const made = await compress(page.html, encoding);
  // The stored form may have arrived meanwhile: it stays.
  return (page[encoding] ??= made);
}

/** What the server stores and sends, in the order it prefers when the browser takes several alike. */
const offered = ['br', 'gzip', 'identity'];
/** The browsers' few distinct headers, each negotiated once (bounded: a header is the client's to vary). */
const chosen = new Map<string, Encoding | null>();
const maxRemembered = 256;

/**
 * The encoding to send for an `Accept-Encoding` header (negotiator: q-values honoured, so
 * `br;q=0, gzip` gets gzip): brotli when the browser takes it as readily as gzip, else gzip, else
 * none (identity).
 */
export function encodingFor(accepted: string | undefined): Encoding | null {
  const header = accepted ?? '';
  let encoding = chosen.get(header);
  if (encoding === undefined) {
    const best = new Negotiator({ headers: { 'accept-encoding': header } }).encoding(offered, {
      preferred: offered,
    });
    encoding = best === 'br' || best === 'gzip' ? best : null;
    if (chosen.size < maxRemembered) chosen.set(header, encoding);
  }
  return encoding;
}
