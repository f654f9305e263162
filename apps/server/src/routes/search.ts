import {
  isLocale,
  locales,
  localizedPath,
  maxQueryLength,
  type Locale,
  type SearchOutcome,
} from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import { problem, sendBadRequest } from '../http-errors.ts';
import type { AdmitUncached } from '../limits/uncached.ts';
import type { Renderer } from '../renderer.ts';
import type { SearchService } from '../search/search-service.ts';
import { sendHtml } from './send-html.ts';

export const defaultLimit = 10;
export const maxLimit = 20;

type Parsed = { ok: true; query: string; locale: Locale; limit: number } | { ok: false; reason: string };

/**
 * A search request's parameters, checked: `q` (required, at most `maxQueryLength` characters),
 * `locale` (`en`, `sw`) and `limit` (1–20), each at most once; nothing else. Control characters
 * in the query count as spaces.
 */
export function parseSearch(search: URLSearchParams, defaults: { locale: Locale; strict: boolean }): Parsed {
  const seen = new Set<string>();
  for (const name of search.keys()) {
    if (seen.has(name)) return { ok: false, reason: 'a parameter is repeated' };
    seen.add(name);
    if (defaults.strict && !['q', 'locale', 'limit'].includes(name))
      return { ok: false, reason: 'only q, locale and limit are taken' };
  }
  // eslint-disable-next-line no-control-regex -- control characters are exactly what is replaced
  const query = (search.get('q') ?? '').replace(/[\u0000-\u001f\u007f-\u009f]/g, ' ').trim();
  if (!query) return { ok: false, reason: 'q is required' };
  if ([...query].length > maxQueryLength)
    return { ok: false, reason: `q is longer than ${maxQueryLength} characters` };
  const locale = search.get('locale') ?? defaults.locale;
  if (!isLocale(locale)) return { ok: false, reason: 'locale is en or sw' };
  const rawLimit = search.get('limit');
  const limit = rawLimit === null ? defaultLimit : Number(rawLimit);
  if (!/^\d{1,2}$/.test(rawLimit ?? '10') || limit < 1 || limit > maxLimit)
    return { ok: false, reason: `limit is 1 to ${maxLimit}` };
  return { ok: true, query, locale, limit };
}

export type SearchRouteOptions = { sharedMaxAge: number; admit: AdmitUncached };

/**
 * `GET /_search?q=&locale=&limit=`: JSON results for the header's search; `GET /search?q=` and
 * `/sw/search?q=`: the search page, rendered with its results (it works without JavaScript). Each
 * search passes the visitor's budget and the load shedding (`admit`); a bad query is a 400 with a
 * reason, a missing index a 503, never a 500.
 * Result pages are not cached here (one per query) and not indexed by search engines.
 */
export function registerSearch(
  app: FastifyInstance,
  search: SearchService,
  renderer: Renderer,
  options: SearchRouteOptions,
) {
  const cacheControl = `public, max-age=0, s-maxage=${options.sharedMaxAge}`;

  const outcome = async (query: string, locale: Locale, limit: number): Promise<SearchOutcome> => {
    try {
      return { status: 200, answer: await search.search(query, locale, limit) };
    } catch {
      return { status: 503 };
    }
  };

  app.get('/_search', async (request, reply) => {
    const parsed = parseSearch(new URL(request.url, 'http://site.invalid').searchParams, {
      locale: 'en',
      strict: true,
    });
    if (!parsed.ok) return sendBadRequest(reply, parsed.reason);
    if (!(await options.admit(request, reply))) return reply;
    const result = await outcome(parsed.query, parsed.locale, parsed.limit);
    if (result.status !== 200)
      return reply
        .code(503)
        .header('Cache-Control', 'no-store')
        .header('Retry-After', '10')
        .send(problem(503, 'ServiceUnavailable', 'Search is not ready yet'));
    return reply.header('Cache-Control', cacheControl).header('X-Robots-Tag', 'noindex').send(result.answer);
  });

  for (const locale of locales) {
    app.get(localizedPath('/search', locale), async (request, reply) => {
      if (!(await options.admit(request, reply))) return reply;
      const url = new URL(request.url, 'http://site.invalid');
      const rendered = await renderer.render(`${url.pathname}${url.search}`, {
        search: async (query) => {
          const parsed = parseSearch(new URLSearchParams({ q: query }), { locale, strict: false });
          if (!parsed.ok) return { status: 400 };
          return outcome(parsed.query, locale, maxLimit);
        },
      });
      if (rendered.kind === 'redirect')
        return reply.code(rendered.status).header('Location', rendered.location).send();
      return sendHtml(
        request,
        reply,
        rendered.status,
        rendered.html,
        rendered.status === 200 ? cacheControl : 'no-store',
      );
    });
  }
}
