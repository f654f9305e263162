import { localizedPath } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import { createHmac, timingSafeEqual } from 'node:crypto';
import { createCmsClient } from '../cms-client.ts';
import type { WorkQueue } from '../work-queue.ts';
import type { ServerConfig } from '../config.ts';
import type { Renderer } from '../renderer.ts';

type PreviewQuery = {
  uid?: string;
  documentId?: string;
  locale?: string;
  status?: string;
  exp?: string;
  sig?: string;
};

/** The CMS's signature over a preview link: `uid|documentId|locale|status|exp`, HMAC-SHA256 with the shared secret. */
export function previewSignature(secret: string, query: PreviewQuery): string {
  const { uid = '', documentId = '', locale = '', status = '', exp = '' } = query;
  return createHmac('sha256', secret).update(`${uid}|${documentId}|${locale}|${status}|${exp}`).digest('hex');
}

function validPreview(secret: string, query: PreviewQuery, now = Date.now()): boolean {
  const exp = Number(query.exp);
  if (
    !secret ||
    !query.sig ||
    !/^[0-9a-f]{64}$/.test(query.sig) ||
    !Number.isInteger(exp) ||
    exp * 1000 < now
  )
    return false;
  return timingSafeEqual(Buffer.from(previewSignature(secret, query), 'hex'), Buffer.from(query.sig, 'hex'));
}

/**
 * `GET /_preview?…`: an editor's Preview button in the CMS. A signed, expiring link; the page is
 * rendered from drafts with the server's read token (never sent to the browser), with a banner, no
 * script, `noindex`, and never cached by anyone. The public page stays as it is.
 */
export function registerPreview(
  app: FastifyInstance,
  config: ServerConfig,
  { renderer, cmsRequests }: { renderer: Renderer; cmsRequests: WorkQueue },
  banner: (locale: 'en' | 'sw') => Promise<string>,
) {
  // Drafts are read in the same turns as everything else asked of the CMS.
  const drafts = createCmsClient(
    {
      cmsUrl: config.cmsUrl,
      ttlMs: 0,
      headers: config.cmsPreviewToken ? { Authorization: `Bearer ${config.cmsPreviewToken}` } : {},
    },
    cmsRequests,
  );
  const segments = new Set(renderer.site.apiSegments());
  app.get('/_preview', async (request, reply) => {
    reply.header('Cache-Control', 'no-store, private').header('X-Robots-Tag', 'noindex, nofollow');
    const query = request.query as PreviewQuery;
    if (!validPreview(config.previewSecret, query))
      return reply.code(401).send({ error: 'invalid or expired preview link' });
    const locale = query.locale === 'sw' ? 'sw' : 'en';
    // `api::news-update.news-update` → the site's API segment (`news-updates`) of that type.
    const singular = /^api::([a-z0-9-]+)\.\1$/.exec(query.uid ?? '')?.[1];
    const segment = [singular, `${singular}s`].find((name) => name && segments.has(name));
    const path = segment ? renderer.site.pathForApi(segment, query.documentId || null) : null;
    if (!path) return reply.code(404).send({ error: 'this content has no page to preview' });
    const url = localizedPath(path, locale);
    const preview = { cms: drafts, banner: await banner(locale) };
    let result = await renderer.render(url, { preview });
    // A detail page completes its address with the entry's slug: render that address (once).
    if (result.kind === 'redirect' && result.location.startsWith('/'))
      result = await renderer.render(result.location, { preview });
    if (result.kind === 'redirect')
      return reply.code(404).send({ error: 'this content has no page to preview' });
    return reply.code(result.status).header('Content-Type', 'text/html; charset=utf-8').send(result.html);
  });
}
