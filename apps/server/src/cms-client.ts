import { LRUCache } from 'lru-cache';
import { createGenerations } from './generations.ts';
import { fetchOrUnkept, Unkept } from './unkept.ts';
import { currentPriority, type WorkQueue } from './work-queue.ts';

/** A CMS answer as the server keeps it: small JSON bodies, read once, served many times. */
export type CmsAnswer = { status: number; contentType: string; body: string };

/** A media file from the CMS (a photo's original, a PDF): its bytes, or why there are none. */
export type MediaFile =
  | { kind: 'file'; body: Buffer; headers: Record<string, string> }
  | { kind: 'refused'; status: number; message: string };

export type CmsClient = {
  /** A content read (`/api/…?…`), from the micro-cache when an identical one answered recently. */
  read(pathAndQuery: string, headers?: Record<string, string>): Promise<CmsAnswer>;
  /** The micro-cache's answer to a read, if it has one (no CMS read). */
  cached(pathAndQuery: string, headers?: Record<string, string>): CmsAnswer | undefined;
  /** `fetch` for the renderer's store: the same reads, the same cache. */
  fetch: typeof fetch;
  /** A media file (`/uploads/<file>`), read whole up to `maxBytes`: no cache here (its callers keep what they make of it). */
  media(file: string, maxBytes: number): Promise<MediaFile>;
  /** Forgets every cached read (a content change). */
  clear(): void;
  /** How many reads reached the CMS (the load benchmark reports it). */
  readonly reads: number;
};

/** How a request to the CMS went, for the metrics: answered (below 500), failed (5xx) or no answer. */
export type CmsObserver = (seconds: number, result: 'ok' | 'error' | 'unreachable') => void;

export type CmsClientOptions = {
  cmsUrl: string;
  /** How long an answer serves identical reads; 0 turns the cache off (coalescing stays). */
  ttlMs: number;
  timeoutMs?: number;
  /** Headers every read carries (the preview's read token). */
  headers?: Record<string, string>;
  observe?: { content?: CmsObserver; media?: CmsObserver };
};

/**
 * How many requests of one priority may wait for a turn: past it the CMS is too slow for more, and
 * a read fails at once (a render then serves its last good copy, the proxy a 503) instead of piling up.
 */
const maxWaiting = 128;

/** The CMS refused to hand over a media file, or never did. */
const refused = (status: number, message: string): MediaFile => ({ kind: 'refused', status, message });
const passHeaders = ['content-type', 'etag', 'last-modified'];

/**
 * The server's only way to the CMS: every content read the browser asks through `/api`, every read a
 * render makes, every media file. At most `concurrency` requests are under way at once, a visitor's
 * before a background render's; a burst of identical reads costs one CMS read (lru-cache's `fetch`
 * shares the one in flight), and successful answers are kept for `ttlMs` (bounded by bytes).
 */
export function createCmsClient(
  { cmsUrl, ttlMs, timeoutMs = 15_000, headers = {}, observe = {} }: CmsClientOptions,
  /**
   * The queue its requests wait in (`CMS_CONCURRENCY` at once, content and media together), shared
   * by every client of one server (the drafts' of the preview too).
   */
  requests: WorkQueue,
): CmsClient {
  let reads = 0;
  /** Runs one request to the CMS in its turn: a visitor's first, a background render's after. */
  const inTurn = <T>(work: () => Promise<T>) =>
    requests.run(work, { priority: currentPriority(), waiting: maxWaiting });
  /** Times what `work` asked of the CMS, for the metrics. */
  const timed = async <T>(
    observer: CmsObserver | undefined,
    work: () => Promise<T>,
    failed: (value: T) => boolean | null,
  ) => {
    const started = performance.now();
    const seconds = () => (performance.now() - started) / 1000;
    try {
      const value = await work();
      const outcome = failed(value);
      observer?.(seconds(), outcome === null ? 'unreachable' : outcome ? 'error' : 'ok');
      return value;
    } catch (error) {
      observer?.(seconds(), 'unreachable');
      throw error;
    }
  };

  const generations = createGenerations();
  const keyOf = (pathAndQuery: string, extra: Record<string, string>) =>
    generations.key(`${extra['Strapi-Response-Format'] ?? ''} ${pathAndQuery}`);
  const cache = new LRUCache<string, CmsAnswer, Record<string, string>>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length + 64,
    ttl: Math.max(ttlMs, 1),
    fetchMethod: async (key, _stale, { context }) => {
      const bare = generations.bare(key);
      const pathAndQuery = bare.slice(bare.indexOf(' ') + 1);
      reads += 1;
      const answer = await inTurn(() =>
        timed(
          observe.content,
          async () => {
            const response = await fetch(`${cmsUrl}${pathAndQuery}`, {
              headers: { Accept: 'application/json', ...headers, ...context },
              signal: AbortSignal.timeout(timeoutMs),
            });
            return {
              status: response.status,
              contentType: response.headers.get('content-type') ?? 'application/json',
              body: await response.text(),
            };
          },
          (answer) => answer.status >= 500,
        ),
      );
      // Only a successful answer is kept; the others still reach every read that shared this one.
      if (ttlMs <= 0 || answer.status !== 200) throw new Unkept(answer);
      return answer;
    },
  });

  const cached = (pathAndQuery: string, extra: Record<string, string> = {}) =>
    ttlMs > 0 ? cache.get(keyOf(pathAndQuery, extra)) : undefined;

  const read = (pathAndQuery: string, extra: Record<string, string> = {}) =>
    fetchOrUnkept<CmsAnswer, CmsAnswer, Record<string, string>>(cache, keyOf(pathAndQuery, extra), {
      context: extra,
    });

  const cmsFetch: typeof fetch = async (input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    const format = request.headers.get('Strapi-Response-Format');
    const answer = await read(
      `${url.pathname}${url.search}`,
      format ? { 'Strapi-Response-Format': format } : {},
    );
    return new Response(answer.body, {
      status: answer.status,
      headers: { 'Content-Type': answer.contentType },
    });
  };

  async function readMedia(file: string, maxBytes: number): Promise<MediaFile> {
    const response = await timed(
      observe.media,
      () => fetch(`${cmsUrl}/uploads/${file}`, { signal: AbortSignal.timeout(30_000) }).catch(() => null),
      (answer) => (answer ? answer.status >= 500 : null),
    );
    if (!response) return refused(502, 'The media store did not answer');
    if (!response.ok) {
      await response.body?.cancel();
      return response.status === 404 ? refused(404, 'No such file') : refused(502, 'The media store failed');
    }
    const tooLarge = refused(422, 'The file is too large');
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
      await response.body?.cancel();
      return tooLarge;
    }
    // The length header may be absent or wrong: count what actually arrives.
    const chunks: Uint8Array[] = [];
    let received = 0;
    for await (const chunk of response.body ?? []) {
      received += chunk.length;
      if (received > maxBytes) return tooLarge;
      chunks.push(chunk);
    }
    const kept = passHeaders.flatMap((name) => {
      const value = response.headers.get(name);
      return value ? [[name, value] as const] : [];
    });
    return { kind: 'file', body: Buffer.concat(chunks), headers: Object.fromEntries(kept) };
  }

  return {
    read,
    cached,
    fetch: cmsFetch,
    media: (file, maxBytes) => inTurn(() => readMedia(file, maxBytes)),
    clear: generations.next,
    get reads() {
      return reads;
    },
  };
}
