import { LRUCache } from 'lru-cache';
import type { CmsClient, MediaFile } from './cms-client.ts';
import { createGenerations } from './generations.ts';
import { fetchOrUnkept, Unkept } from './unkept.ts';

export type MediaFiles = {
  /** The file, from the cache or the CMS (one read for a burst of requests). */
  file(name: string): Promise<MediaFile>;
  /** The cache can answer for `name` (a file, or that there is none): asking costs no CMS read. */
  cached(name: string): boolean;
  /** Forgets every file (a media change: a file may have been replaced under its name). */
  clear(): void;
};

/** The largest file read (the CMS takes uploads of UPLOAD_MAX_MB, 10 by default). */
const maxFileBytes = 40 * 1024 * 1024;
/** A file the CMS does not have is remembered a minute: a flood of made-up names costs one read each. */
const missingTtlMs = 60_000;

/**
 * The CMS's media files (`/uploads/<file>`), kept in memory bounded by bytes (lru-cache, whose `fetch`
 * shares one CMS read among the requests for a file): a second read of a file costs the CMS nothing.
 * A file larger than an eighth of the cache is served but not kept.
 */
export function createMediaFiles(cms: Pick<CmsClient, 'media'>, cacheBytes: number): MediaFiles {
  const generations = createGenerations();
  const cache = new LRUCache<string, MediaFile>({
    maxSize: Math.max(cacheBytes, 1),
    maxEntrySize: Math.max(Math.floor(cacheBytes / 8), 1),
    sizeCalculation: (media) => (media.kind === 'file' ? media.body.length + 256 : 64),
    fetchMethod: async (key, _stale, { options }) => {
      const media = await cms.media(generations.bare(key), maxFileBytes);
      if (media.kind === 'refused' && media.status !== 404) throw new Unkept(media);
      if (media.kind === 'refused') options.ttl = missingTtlMs;
      return media;
    },
  });
  return {
    file: (name) =>
      fetchOrUnkept<MediaFile, MediaFile, unknown>(cache, generations.key(name), {}).catch((): MediaFile => ({
        kind: 'refused',
        status: 503,
        message: 'The media store is busy',
      })),
    cached: (name) => cache.has(generations.key(name)),
    clear: generations.next,
  };
}
