import type { FastifyReply, FastifyRequest } from 'fastify';
import { compress, encodingFor } from '../compression.ts';
import { cacheControlFor, liteDocument, pageVary, saveDataOf } from '../save-data.ts';

/**
 * A page rendered for one request: compressed at the live level, as it is sent once; without its
 * scripts when the visitor saves data (save-data.ts) or when `lite` says it is for a browser without
 * JavaScript (a plain form's answer, ADR 0031: its state would not match what hydrates).
 */
export async function sendHtml(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  rendered: string,
  cache: string,
  { lite = false } = {},
) {
  const saveData = saveDataOf(request.headers);
  const html = lite || saveData.lite ? liteDocument(rendered) : rendered;
  reply
    .code(status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControlFor(saveData, cache))
    .header('Vary', pageVary);
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(html);
  return reply.header('Content-Encoding', encoding).send(await compress(html, encoding));
}
