import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, encodingFor } from '../compression.ts';

/** A page rendered for one request: compressed at the live level, as it is sent once. */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  html: string,
  cache: string,
) {
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cache)
    .header('Vary', 'Accept-Encoding');
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compress(html, encoding));
}
