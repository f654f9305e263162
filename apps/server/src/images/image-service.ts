import type { ImageFormat } from '@site/shared-server-contract';
import { drawingProblem } from '@site/server-rules';
import { createHash } from 'node:crypto';
import { LRUCache } from 'lru-cache';
import type { CmsClient } from '../cms-client.ts';
import { createGenerations } from '../generations.ts';
import { fetchOrUnkept, Unkept } from '../unkept.ts';
import { createWorkQueue, priority } from '../work-queue.ts';
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
  /** Where the originals come from (through the CMS client's bound on requests). */
  cms: Pick<CmsClient, 'media'>;
  cacheBytes: number;
  /** Resizes at once; more wait in a queue of `maxQueued`, past which a request is refused (503). */
  concurrency?: number;
  maxQueued?: number;
  /** Called with each resize's seconds (metrics). */
  onResize?: (format: ImageFormat, seconds: number) => void;
};

type Refused = Extract<ImageAnswer, { kind: 'refused' }>;
const refused = (status: number, message: string): Refused => ({ kind: 'refused', status, message });
/** A refusal (a missing or broken file) is remembered a minute: asking again costs nothing. */
const refusalTtlMs = 60_000;
/** The largest original read (a 45-megapixel camera JPEG is ~25 MB): a bigger file is refused unread. */
const maxSourceBytes = 40 * 1024 * 1024;

/**
 * Image variants made from the CMS's media: each one made once (lru-cache's `fetch` shares the work
 * of identical requests in flight), kept in an LRU bounded by bytes, at most `concurrency` resizes
 * at a time and `maxQueued` waiting (the work queue every bounded job of this server uses).
 */
export function createImageService(options: ImageServiceOptions): ImageService {
  const { concurrency = 2, maxQueued = 32 } = options;
  const resizes = createWorkQueue('image resizes', concurrency);
  const generations = createGenerations();

  async function make(key: string): Promise<ImageVariant | Refused> {
    const [format, width, file] = key.split('/') as [ImageFormat, string, string];
    const source = await options.cms.media(file, maxSourceBytes);
    if (source.kind === 'refused')
      return source.status === 422 ? refused(422, 'The original is too large to resize') : source;
    const kind = imageKind(source.body);
    if (!kind) return refused(422, 'The file is not a JPEG, PNG, WebP, AVIF or SVG image');
    // A drawing is judged by the size it declares before librsvg reads it (the CMS refused it at
    // upload too; this holds for files uploaded before, or put there another way).
    const problem =
      kind === 'drawing' ? drawingProblem(source.body.subarray(0, 16_384).toString('utf8')) : null;
    if (problem) return refused(422, `The drawing ${problem}`);
    const started = performance.now();
    try {
      const resized = await resize(source.body, kind, format, Number(width));
      options.onResize?.(format, (performance.now() - started) / 1000);
      const etag = `"${createHash('sha256').update(resized.body).digest('base64url').slice(0, 27)}"`;
      return { body: resized.body, type: resized.type, etag };
    } catch {
      // A corrupt file, or one that declares more pixels than allowed (a decompression bomb, a drawing
      // of a 100,000 px strip).
      return refused(422, 'The image cannot be resized');
    }
  }

  const cache = new LRUCache<string, ImageVariant | Refused>({
    maxSize: Math.max(options.cacheBytes, 1),
    sizeCalculation: (entry) => ('body' in entry ? entry.body.length : 64),
    fetchMethod: async (key, _stale, { options: set }) => {
      const made = await resizes
        .run(() => make(generations.bare(key)), { priority: priority.visitor, waiting: maxQueued })
        .catch(() => refused(503, 'Busy resizing images; try again shortly'));
      if ('body' in made) return made;
      // What the CMS or the queue could not do now is asked again next time; a broken file is not.
      if (made.status === 503 || made.status === 502) throw new Unkept(made);
      set.ttl = refusalTtlMs;
      return made;
    },
  });

  const keyOf = (file: string, format: ImageFormat, width: number) =>
    generations.key(`${format}/${width}/${file}`);

  async function variant(file: string, format: ImageFormat, width: number): Promise<ImageAnswer> {
    const key = keyOf(file, format, width);
    const hit = cache.get(key);
    if (hit) return 'body' in hit ? { kind: 'image', variant: hit, cached: true } : hit;
    const made = await fetchOrUnkept<ImageVariant | Refused, Refused, unknown>(cache, key, {});
    return 'body' in made ? { kind: 'image', variant: made, cached: false } : made;
  }

  return {
    variant,
    cached: (file, format, width) => cache.has(keyOf(file, format, width)),
    clear: generations.next,
  };
}
