import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { CachedPage } from '../page-cache.ts';
import type { PageService } from '../page-service.ts';

export type PageRouteOptions = { sharedMaxAge: number };

/** One address per page: the path, and a list's page number; any other query is not part of the page. */
export function pageKey(rawUrl: string): string {
  const url = new URL(rawUrl, 'http://site.invalid');
  const page = Number(url.searchParams.get('page'));
  return `${url.pathname}${Number.isInteger(page) && page > 1 && page < 10_000 ? `?page=${page}` : ''}`;
}

/** The CDN and browser rules for a page: revalidate HTML, keep serving the last copy if the origin fails. */
function cacheControl(status: number, sharedMaxAge: number): string {
  if (status === 200)
    return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=60, stale-if-error=86400`;
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return 'no-store';
}

/** Brotli or gzip when the browser takes it: the page was compressed once, when it was cached. */
export function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: string,
  sharedMaxAge: number,
) {
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControl(page.status, sharedMaxAge))
    .header('Vary', 'Accept-Encoding')
    .header('ETag', page.etag)
    .header('X-Cache', cache);
  if (page.status >= 500) reply.header('Retry-After', '30');
  if (page.status === 200 && request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return reply.header('Content-Encoding', 'br').send(page.br);
  if (/\bgzip\b/.test(accepted)) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/**
 * Every other GET is a page of the site, in its language (`/sw/…` Swahili), answered from the page
 * cache (see page-service). A failure to render with no copy to fall back on is a 503 page in both
 * languages, never a blank one.
 */
export function registerPages(app: FastifyInstance, pages: PageService, options: PageRouteOptions) {
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      try {
        const answer = await pages.answer(pageKey(request.url));
        if (answer.kind === 'redirect') {
          return reply
            .code(answer.status)
            .header('Location', answer.location)
            .header('Cache-Control', answer.status === 301 ? 'public, max-age=3600' : 'no-store')
            .send();
        }
        return sendPage(request, reply, answer.page, answer.source, options.sharedMaxAge);
      } catch (error) {
        request.log.error({ err: error }, 'render failed');
        return reply
          .code(503)
          .header('Content-Type', 'text/html; charset=utf-8')
          .header('Cache-Control', 'no-store')
          .header('Retry-After', '30')
          .send(unavailablePage);
      }
    },
  });
}

/** The last resort, with no CMS and no copy: plain HTML in both languages (no script, no external file). */
const unavailablePage = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <meta name="robots" content="noindex" />
    <title>Vodacom Tanzania</title>
  </head>
  <body>
    <main>
      <h1>This page could not load</h1>
      <p>Please try again in a minute.</p>
      <h1 lang="sw">Ukurasa huu haukuweza kufunguka</h1>
      <p lang="sw">Tafadhali jaribu tena baada ya dakika moja.</p>
      <p><a href="/">Vodacom Tanzania</a></p>
    </main>
  </body>
</html>
`;
