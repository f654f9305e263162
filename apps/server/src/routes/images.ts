import { imageFormats, imageWidths, isResizableFile, type ImageFormat } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import type { ImageService } from '../images/image-service.ts';
import type { AdmitUncached } from '../limits/uncached.ts';
import { problem } from '../http-errors.ts';

const isFormat = (value: string): value is ImageFormat => (imageFormats as readonly string[]).includes(value);
const allowedWidth = (value: string) =>
  /^[1-9]\d{0,3}$/.test(value) && (imageWidths as readonly number[]).includes(Number(value));

/** A file name keeps its meaning for a week (an editor may replace a file under its name). */
const variantCacheControl = 'public, max-age=604800, stale-while-revalidate=86400';
const problemNames: Record<number, string> = {
  400: 'BadRequest',
  404: 'NotFound',
  422: 'UnprocessableEntity',
  502: 'BadGateway',
  503: 'ServiceUnavailable',
};

/**
 * `GET /_img/<format>/<width>/<file>`: a CMS photo or drawing (SVG, rasterised) at one of the site's
 * widths, in AVIF, WebP or JPEG (`imageWidths`, `imageFormats`). Anything else is refused before any
 * work: another width or format (400), a name that is not such a media file (404). A variant the
 * cache does not hold is a resize: it passes the visitor's budget and the load shedding (`admit`).
 * CDNs and browsers keep the answer.
 */
export function registerImages(app: FastifyInstance, images: ImageService, admit: AdmitUncached) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/_img/:format/:width/:file',
    handler: async (request, reply) => {
      const { format, width, file } = request.params as Record<'format' | 'width' | 'file', string>;
      const refuse = (status: number, message: string) => {
        if (status === 503) reply.header('Retry-After', '5');
        return reply
          .code(status)
          .header('Cache-Control', 'no-store')
          .send(problem(status, problemNames[status] ?? 'Error', message));
      };
      if (!isFormat(format)) return refuse(400, `Formats offered: ${imageFormats.join(', ')}`);
      if (!allowedWidth(width)) return refuse(400, `Widths offered: ${imageWidths.join(', ')}`);
      if (!isResizableFile(file)) return refuse(404, 'No such image');
      if (!images.cached(file, format, Number(width)) && !(await admit(request, reply))) return reply;
      const answer = await images.variant(file, format, Number(width));
      if (answer.kind === 'refused') return refuse(answer.status, answer.message);
      const { variant } = answer;
      reply
        .header('Cache-Control', variantCacheControl)
        .header('ETag', variant.etag)
        .header('X-Cache', answer.cached ? 'hit' : 'miss');
      if (request.headers['if-none-match'] === variant.etag) return reply.code(304).send();
      return reply.type(variant.type).send(variant.body);
    },
  });
}
