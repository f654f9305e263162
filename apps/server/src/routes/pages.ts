import { answerFields, localeOfPath, maxAnswerFieldLength } from '@site/shared-server-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { encoded, encodingFor } from '../compression.ts';
import type { AdmitUncached } from '../limits/uncached.ts';
import { sendShed } from '../load-shedding.ts';
import { sendBadRequest } from '../http-errors.ts';
import type { CachedPage, RenderedPages } from '../rendered-pages.ts';
import type { Renderer } from '../renderer.ts';
import { cacheControlFor, liteCopy, pageVary, saveDataOf } from '../save-data.ts';
import { QueueFull } from '../work-queue.ts';
import { sendHtml } from './send-html.ts';

export type PageRouteOptions = {
  sharedMaxAge: number;
  /** A path's address as the route table writes it, or null when no route has it. */
  address: (path: string) => string | null;
  admit: AdmitUncached;
  /** The server is overloaded: serve any cached copy rather than render. */
  busy: () => boolean;
  /** Renders a page for one request (one whose address holds fields the page answers). */
  render: Renderer['render'];
};

type Answered = { ok: true; query: string } | { ok: false; reason: string };

/**
 * The fields a page answers from its address (`answerFields`: the fee calculator's), checked: each at
 * most once, at most `maxAnswerFieldLength` characters; the only parameters kept (an answered page
 * shows a list on it from its first page). Null when the address has none: the page is the cached one.
 */
export function answeredFields(rawUrl: string): Answered | null {
  const mark = rawUrl.indexOf('?');
  if (mark < 0) return null;
  const given = new URLSearchParams(rawUrl.slice(mark + 1));
  const names = Object.values(answerFields);
  if (!names.some((name) => given.has(name))) return null;
  const kept = new URLSearchParams();
  for (const name of names) {
    const values = given.getAll(name);
    if (values.length > 1) return { ok: false, reason: `${name} is given more than once` };
    const [value] = values;
    if (value === undefined) continue;
    if ([...value].length > maxAnswerFieldLength)
      return { ok: false, reason: `${name} is longer than ${maxAnswerFieldLength} characters` };
    kept.set(name, value);
  }
  return { ok: true, query: kept.toString() };
}

/**
 * A request target as the page cache sees it: the path, and the one parameter a page may have
 * (`page`, a list's page); every other parameter is not part of any page's address.
 */
export function pageTarget(rawUrl: string): { path: string; page: string | null } {
  const mark = rawUrl.indexOf('?');
  if (mark < 0) return { path: rawUrl, page: null };
  return { path: rawUrl.slice(0, mark), page: new URLSearchParams(rawUrl.slice(mark + 1)).get('page') };
}

/** The CDN and browser rules for a page: revalidate HTML, keep serving the last copy if the origin fails. */
export function pageCacheControl(status: number, sharedMaxAge: number): string {
  if (status === 200)
    return `public, max-age=0, s-maxage=${sharedMaxAge}, stale-while-revalidate=60, stale-if-error=86400`;
  if (status === 404) return 'public, max-age=0, s-maxage=60';
  return 'no-store';
}

/**
 * Brotli or gzip when the browser takes it: stored pages as they were compressed, others now; the
 * lighter copy when the visitor saves data (save-data.ts).
 */
export async function sendPage(
  request: FastifyRequest,
  reply: FastifyReply,
  page: CachedPage,
  cache: string,
  sharedMaxAge: number,
) {
  const saveData = saveDataOf(request.headers);
  const body = saveData.lite ? liteCopy(page) : page;
  reply
    .code(page.status)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', cacheControlFor(saveData, pageCacheControl(page.status, sharedMaxAge)))
    .header('Vary', pageVary)
    .header('ETag', body.etag)
    .header('X-Cache', cache);
  if (page.status >= 500) reply.header('Retry-After', '30');
  if (page.status === 200 && request.headers['if-none-match'] === body.etag) return reply.code(304).send();
  const encoding = encodingFor(request.headers['accept-encoding']);
  if (!encoding) return reply.send(body.html);
  return reply.header('Content-Encoding', encoding).send(body[encoding] ?? (await encoded(body, encoding)));
}

const moved = (reply: FastifyReply, status: number, location: string) =>
  reply
    .code(status)
    .header('Location', location)
    .header('Cache-Control', status === 301 ? 'public, max-age=3600' : 'no-store')
    .send();

/**
 * Every other GET is a page of the site, in its language (`/sw/…` Swahili), answered from the
 * rendered pages (rendered-pages.ts). One address per page: a case or trailing-slash variant of a
 * route's address moves (301) to it; a path no route has gets its language's not-found page,
 * rendered once; other query parameters than a list's `page` and the fields a page answers
 * (`answerFields`, rendered for the request) are ignored. Cached pages are answered
 * first, before any limit; what needs a render passes the visitor's budget, their cap of requests at
 * once and the load shedding (`admit`) — or, for a page a content change invalidated, is served as
 * it was (`X-Cache: stale`) rather than refused. A failure to render with no copy to fall back on is
 * a 503 page in both languages, never a blank one.
 */
export function registerPages(app: FastifyInstance, pages: RenderedPages, options: PageRouteOptions) {
  const { sharedMaxAge } = options;
  app.route({
    method: ['GET', 'HEAD'],
    url: '/*',
    handler: async (request, reply) => {
      const { path, page } = pageTarget(request.url);
      const answered = answeredFields(request.url);
      const answering = answered && options.address(path);
      if (answered && answering)
        return answer(request, reply, { path, address: answering }, answered, options);
      const hit = pages.cached(path, page, options.busy());
      // Most hits were answered before Fastify (before-fastify.ts): these have a query, an
      // invalidated copy, an encoding not stored yet, or a matching ETag.
      if (hit) return sendPage(request, reply, hit, hit.invalidated ? 'stale' : 'hit', sharedMaxAge);
      const address = options.address(path);
      if (address !== null && address !== path)
        return moved(reply, 301, `${address}${page ? `?${new URLSearchParams({ page })}` : ''}`);
      const copy = pages.cached(path, page, true);
      const served = copy && (() => sendPage(request, reply, copy, 'stale', sharedMaxAge));
      if (!(await options.admit(request, reply, served))) return reply;
      try {
        const answer =
          address === null ? await pages.notFound(localeOfPath(path)) : await pages.answer(path, page);
        if (answer.kind === 'redirect') return moved(reply, answer.status, answer.location);
        return sendPage(request, reply, answer.page, answer.source, sharedMaxAge);
      } catch (error) {
        return renderFailed(request, reply, error);
      }
    },
  });
}

/**
 * A route's page with the answer to its fields in it, rendered for this request through the
 * visitor's budget (one per amount: never kept here; a CDN may keep it by its whole address, like a
 * search). Bad fields are a 400.
 */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  { path, address }: { path: string; address: string },
  answered: Answered,
  options: PageRouteOptions,
) {
  if (!answered.ok) return sendBadRequest(reply, answered.reason);
  if (address !== path) return moved(reply, 301, `${address}?${answered.query}`);
  if (!(await options.admit(request, reply))) return reply;
  try {
    const rendered = await options.render(`${path}?${answered.query}`);
    if (rendered.kind === 'redirect') return moved(reply, rendered.status, rendered.location);
    reply.header('X-Robots-Tag', 'noindex');
    if (rendered.status >= 500) reply.header('Retry-After', '30');
    const cache =
      rendered.status === 200 ? `public, max-age=0, s-maxage=${options.sharedMaxAge}` : 'no-store';
    return sendHtml(request, reply, rendered.status, rendered.html, cache);
  } catch (error) {
    return renderFailed(request, reply, error);
  }
}

/** A render that did not happen: too many wait already (a busy server, not a failure), or it failed. */
function renderFailed(request: FastifyRequest, reply: FastifyReply, error: unknown) {
  if (error instanceof QueueFull) return sendShed(reply.type('text/html; charset=utf-8'), unavailablePage);
  request.log.error({ err: error }, 'render failed');
  return reply
    .code(503)
    .header('Content-Type', 'text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Retry-After', '30')
    .send(unavailablePage);
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
