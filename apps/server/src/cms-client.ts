import { LRUCache } from 'lru-cache';

/** A CMS answer as the server keeps it: small JSON bodies, read once, served many times. */
export type CmsAnswer = { status: number; contentType: string; body: string };

export type CmsClient = {
  /** A content read (`/api/…?…`), from the micro-cache when an identical one answered recently. */
  read(pathAndQuery: string, headers?: Record<string, string>): Promise<CmsAnswer>;
  /** The micro-cache's answer to a read, if it has one (no CMS read). */
  cached(pathAndQuery: string, headers?: Record<string, string>): CmsAnswer | undefined;
  /** `fetch` for the renderer's store: the same reads, the same cache. */
  fetch: typeof fetch;
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
  observe?: CmsObserver;
};

/**
 * The server's only way to read content: every read the browser asks through `/api` and every
 * read a render makes. A burst of identical reads costs one CMS read (in-flight reads are shared),
 * and answers are kept for `ttlMs` (bounded by bytes). Only successful answers are cached.
 */
export function createCmsClient({
  cmsUrl,
  ttlMs,
  timeoutMs = 15_000,
  headers = {},
  observe,
}: CmsClientOptions): CmsClient {
  const cache = new LRUCache<string, CmsAnswer>({
    maxSize: 32 * 1024 * 1024,
    sizeCalculation: (answer) => answer.body.length + 64,
    ttl: Math.max(ttlMs, 1),
  });
  const inFlight = new Map<string, Promise<CmsAnswer>>();
  let reads = 0;

  async function fetchAnswer(pathAndQuery: string, extra: Record<string, string>): Promise<CmsAnswer> {
    reads += 1;
    const started = performance.now();
    try {
      const response = await fetch(`${cmsUrl}${pathAndQuery}`, {
        headers: { Accept: 'application/json', ...headers, ...extra },
        signal: AbortSignal.timeout(timeoutMs),
      });
      const answer = {
        status: response.status,
        contentType: response.headers.get('content-type') ?? 'application/json',
        body: await response.text(),
      };
      observe?.((performance.now() - started) / 1000, answer.status >= 500 ? 'error' : 'ok');
      return answer;
    } catch (error) {
      observe?.((performance.now() - started) / 1000, 'unreachable');
      throw error;
    }
  }

  const keyOf = (pathAndQuery: string, extra: Record<string, string>) =>
    `${extra['Strapi-Response-Format'] ?? ''} ${pathAndQuery}`;
  const cached = (pathAndQuery: string, extra: Record<string, string> = {}) =>
    ttlMs > 0 ? cache.get(keyOf(pathAndQuery, extra)) : undefined;

  async function read(pathAndQuery: string, extra: Record<string, string> = {}): Promise<CmsAnswer> {
    const key = keyOf(pathAndQuery, extra);
    const hit = cached(pathAndQuery, extra);
    if (hit) return hit;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = fetchAnswer(pathAndQuery, extra).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const answer = await pending;
    if (ttlMs > 0 && answer.status === 200) cache.set(key, answer);
    return answer;
  }

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

  return {
    read,
    cached,
    fetch: cmsFetch,
    clear: () => cache.clear(),
    get reads() {
      return reads;
    },
  };
}
