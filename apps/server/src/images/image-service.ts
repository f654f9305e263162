import type { ImageFormat } from '@site/shared-server-contract';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CmsObserver } from '../cms-client.ts';
import { fetchSource } from './source.ts';
import { imageKind, resize } from './transform.ts';

export type ImageVariant = { body: Buffer; type: string; etag: string };
/** A variant, or why there is none (a status and our own words for it). */
export type ImageAnswer =
  | { kind: 'image'; variant: ImageVariant; cached: boolean }
  | { kind: 'refused'; status: number; message: string };

export type ImageService = {
  variant(file: string, format: ImageFormat, width: number): Promise<ImageAnswer>;
  /** The variant (or why there is none) is in the cache: asking for it costs no work. */
  cached(file: string, format: ImageFormat, width: number): boolean;
  /** Forgets every variant (a file may have been replaced under its name). */
  clear(): void;
};

export type ImageServiceOptions = {
  cmsUrl: string;
  cacheBytes: number;
  /** Resizes at once; more wait in a queue of `maxQueued`, past which a request is refused (503). */
  concurrency?: number;
  maxQueued?: number;
  /** Called with each resize's seconds (metrics). */
  onResize?: (format: ImageFormat, seconds: number) => void;
  /** Called with each read of an original from the CMS (metrics). */
  observe?: CmsObserver;
};

type Refused = Extract<ImageAnswer, { kind: 'refused' }>;
const refused = (status: number, message: string): Refused => ({ kind: 'refused', status, message });
/** A refusal (a missing or broken file) is remembered a minute: asking again costs nothing. */
const refusalTtlMs = 60_000;

/**
 * Image variants made from the CMS's media: each one made once (identical requests in flight share
 * the work), kept in an LRU bounded by bytes, at most `concurrency` resizes at a time.
 */
export function createImageService(options: ImageServiceOptions): ImageService {
  const { concurrency = 2, maxQueued = 32 } = options;
  const cache = new LRUCache<string, ImageVariant | Refused>({
    maxSize: Math.max(options.cacheBytes, 1),
    sizeCalculation: (entry) => ('body' in entry ? entry.body.length : 64),
  });
  const inFlight = new Map<string, Promise<ImageVariant | Refused>>();
  let running = 0;
  const waiting: (() => void)[] = [];

  async function make(file: string, format: ImageFormat, width: number): Promise<ImageVariant | Refused> {
    const source = await fetchSource(options.cmsUrl, file, options.observe);
    if (source.kind === 'refused') return source;
    const kind = imageKind(source.body);
    if (!kind) return refused(422, 'The file is not a JPEG, PNG, WebP, AVIF or SVG image');
    const started = performance.now();
    try {
      const resized = await resize(source.body, kind, format, width);
      options.onResize?.(format, (performance.now() - started) / 1000);
      const etag = `"${createHash('sha256').update(resized.body).digest('base64url').slice(0, 27)}"`;
      return { body: resized.body, type: resized.type, etag };
    } catch {
      // A corrupt file, or one that declares more pixels than allowed (a decompression bomb, a drawing
      // of a 100,000 px strip).
      return refused(422, 'The image cannot be resized');
    }
  }

  async function slot<T>(work: () => Promise<T>): Promise<T | Refused> {
    if (running >= concurrency) {
      if (waiting.length >= maxQueued) return refused(503, 'Busy resizing images; try again shortly');
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    running += 1;
    try {
      return await work();
    } finally {
      running -= 1;
      waiting.shift()?.();
    }
  }

  const keyOf = (file: string, format: ImageFormat, width: number) => `${format}/${width}/${file}`;

  async function variant(file: string, format: ImageFormat, width: number): Promise<ImageAnswer> {
    const key = keyOf(file, format, width);
    const cached = cache.get(key);
    if (cached) return 'body' in cached ? { kind: 'image', variant: cached, cached: true } : cached;
    let pending = inFlight.get(key);
    if (!pending) {
      pending = slot(() => make(file, format, width)).finally(() => inFlight.delete(key));
      inFlight.set(key, pending);
    }
    const made = await pending;
    if ('body' in made) {
      cache.set(key, made);
      return { kind: 'image', variant: made, cached: false };
    }
    if (made.status !== 503 && made.status !== 502) cache.set(key, made, { ttl: refusalTtlMs });
    return made;
  }

  return {
    variant,
    cached: (file, format, width) => cache.has(keyOf(file, format, width)),
    clear: () => cache.clear(),
  };
}
