import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InvalidationBus } from '../invalidation.ts';

const maxSkewSeconds = 300;

/** `X-Content-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, "<t>.<body>")>`, fresh and matching. */
export function validSignature(
  header: string | undefined,
  body: string,
  secret: string,
  now = Date.now(),
): boolean {
  if (!header || !secret) return false;
  const parts = Object.fromEntries(
    header.split(',').map((part) => part.trim().split('=') as [string, string]),
  );
  const t = Number(parts['t']);
  const v1 = parts['v1'] ?? '';
  if (!Number.isInteger(t) || Math.abs(now / 1000 - t) > maxSkewSeconds || !/^[0-9a-f]{64}$/.test(v1))
    return false;
  const expected = createHmac('sha256', secret).update(`${t}.${body}`).digest();
  return timingSafeEqual(expected, Buffer.from(v1, 'hex'));
}

type ContentEvent = { event?: unknown; api?: unknown; documentId?: unknown };

/**
 * The pages a content event concerns: the type's pages and lists (`api:<segment>`), and the entry's
 * own page (`doc:<id>`). A media or locale change, or an event without its type, concerns every page.
 */
export function tagsFor(event: ContentEvent): string[] | null {
  if (typeof event.event !== 'string') return null;
  if (!event.event.startsWith('entry.')) return ['*'];
  const api = typeof event.api === 'string' && /^[a-z0-9-]{1,64}$/.test(event.api) ? event.api : null;
  if (!api) return ['*'];
  const doc =
    typeof event.documentId === 'string' && /^[A-Za-z0-9_-]{1,64}$/.test(event.documentId)
      ? event.documentId
      : null;
  return doc ? [`api:${api}`, `doc:${doc}`] : [`api:${api}`];
}

/** `POST /_hooks/content`: the CMS's signed content webhook; the change reaches every instance. */
export function registerWebhook(app: FastifyInstance, secret: string, bus: InvalidationBus) {
  app.post('/_hooks/content', async (request, reply) => {
    const body = typeof request.body === 'string' ? request.body : '';
    const signature = request.headers['x-content-signature'];
    if (!validSignature(typeof signature === 'string' ? signature : undefined, body, secret))
      return reply.code(401).send({ error: 'invalid signature' });
    let event: ContentEvent;
    try {
      event = JSON.parse(body) as ContentEvent;
    } catch {
      return reply.code(400).send({ error: 'invalid JSON' });
    }
    const tags = tagsFor(event ?? {});
    if (!tags) return reply.code(400).send({ error: 'no event' });
    await bus.publish(tags);
    request.log.info({ event: event.event, tags }, 'content changed');
    return reply.code(202).send({ invalidated: tags });
  });
}
