import { isMediaFileName } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import { Readable } from 'node:stream';
import type { ServerConfig } from '../config.ts';

const passHeaders = ['content-type', 'content-length', 'etag', 'last-modified'];

/**
 * `GET /uploads/<file>`: the CMS's media, streamed through. Only plain file names (Strapi names
 * files by hash, so a name never changes meaning: a long browser and CDN cache).
 */
export function registerUploads(app: FastifyInstance, config: ServerConfig) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/uploads/:file',
    handler: async (request, reply) => {
      const { file } = request.params as { file: string };
      if (!isMediaFileName(file)) return reply.code(404).send();
      const response = await fetch(`${config.cmsUrl}/uploads/${file}`, {
        method: request.method,
        signal: AbortSignal.timeout(30_000),
      }).catch(() => null);
      if (!response) return reply.code(502).send();
      if (!response.ok) return reply.code(response.status === 404 ? 404 : 502).send();
      for (const name of passHeaders) {
        const value = response.headers.get(name);
        if (value) reply.header(name, value);
      }
      reply.header('Cache-Control', 'public, max-age=604800, stale-while-revalidate=86400');
      return reply.send(response.body ? Readable.fromWeb(response.body as never) : null);
    },
  });
}
