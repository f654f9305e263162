import { isMediaFileName } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import type { AdmitUncached } from '../limits/uncached.ts';
import type { MediaFiles } from '../media-files.ts';

/**
 * Browsers and CDNs keep a file a week without asking again, even on reload (`immutable`): Strapi
 * names files by their hash, but an editor's "replace media" keeps the name, so not a year
 * (docs/adr/0025-bounded-background-work.md).
 */
export const uploadCacheControl = 'public, max-age=604800, immutable';

/**
 * `GET /uploads/<file>`: the CMS's media, from the server's own cache of them (media-files.ts). Only
 * plain file names. A file the cache does not hold is a CMS read: it passes the visitor's budget,
 * their cap of requests at once and the load shedding (`admit`), so a flood of requests for many
 * files is refused (429) where one for a few files is answered from memory.
 */
export function registerUploads(app: FastifyInstance, media: MediaFiles, admit: AdmitUncached) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/:file',
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!isMediaFileName(file)) return reply.code(404).send();
      const cached = media.cached(file);
      if (!cached && !(await admit(request, reply))) return reply;
      const found = await media.file(file);
      if (found.kind === 'refused') {
        if (found.status === 503) reply.header('Retry-After', '5');
        return reply.code(found.status === 404 || found.status === 503 ? found.status : 502).send();
      }
      reply
        .headers(found.headers)
        .header('Cache-Control', uploadCacheControl)
        .header('X-Cache', cached ? 'hit' : 'miss');
      if (found.headers['etag'] && request.headers['if-none-match'] === found.headers['etag'])
        return reply.code(304).send();
      return reply.send(found.body);
    },
  });
}
