import type { SiteModule } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import type { CmsClient } from '../cms-client.ts';
import type { AdmitUncached } from '../limits/uncached.ts';

const segmentPattern = /^[a-z0-9][a-z0-9-]{0,63}$/;
const documentIdPattern = /^[A-Za-z0-9_-]{1,64}$/;
const filterValue = /^[\p{L}\p{N} _.-]{1,64}$/u;

type ListReads = { sorts: Set<string>; filters: Set<string>; fields: Set<string>; populate: Set<string> };
type Allowed = { singles: Set<string>; lists: Map<string, ListReads> };

/** What the browser may read: the site's page types and its collections, with the parameters the site sends. */
export function allowedReads(site: SiteModule): Allowed {
  const lists = new Map<string, ListReads>();
  for (const spec of Object.values(site.siteCollections)) {
    const segment = spec.path.replace(/^\//, '');
    const entry = lists.get(segment) ?? {
      sorts: new Set(),
      filters: new Set(),
      fields: new Set(),
      populate: new Set(),
    };
    entry.sorts.add(spec.sort);
    // A field list is asked in its own order: `fields[i]` must name the spec's i-th field.
    spec.fields?.forEach((field, index) => entry.fields.add(`fields[${index}]=${field}`));
    // So are the relations it populates by name: no other relation (an author, an admin) is reachable.
    spec.populate?.forEach((name, index) => entry.populate.add(`populate[${index}]=${name}`));
    if (spec.filterField) entry.filters.add(`filters${spec.filterField}[$eq]`);
    for (const field of Object.keys(spec.fixedFilters ?? {})) entry.filters.add(`filters${field}[$eq]`);
    lists.set(segment, entry);
  }
  const singles = new Set(site.apiSegments().filter((segment) => !lists.has(segment)));
  return { singles, lists };
}

type Checked = { ok: true; query: string } | { ok: false; reason: string };

/** The query string of a read, rebuilt from the parameters the site uses (anything else is refused). */
export function checkQuery(search: URLSearchParams, list: ListReads | null): Checked {
  const out = new URLSearchParams();
  const seen = new Set<string>();
  for (const [name, value] of search) {
    if (seen.has(name)) return { ok: false, reason: `repeated parameter ${name}` };
    seen.add(name);
    const valid =
      (name === 'locale' && (value === 'en' || value === 'sw')) ||
      (name === 'populate' && /^deep(,(?:[1-9]|10))?$/.test(value)) ||
      (list !== null && name === 'sort' && list.sorts.has(value)) ||
      (list !== null && name === 'pagination[page]' && /^[1-9]\d{0,3}$/.test(value)) ||
      (list !== null && name === 'pagination[pageSize]' && /^(100|[1-9]\d?)$/.test(value)) ||
      (list !== null && list.filters.has(name) && filterValue.test(value)) ||
      (list !== null && list.fields.has(`${name}=${value}`)) ||
      (list !== null && list.populate.has(`${name}=${value}`));
    if (!valid) return { ok: false, reason: `parameter not allowed: ${name.slice(0, 64)}` };
    out.set(name, value);
  }
  return { ok: true, query: out.toString() };
}

const badRequest = (message: string) => ({ data: null, error: { status: 400, name: 'BadRequest', message } });
const badGateway = {
  data: null,
  error: { status: 502, name: 'BadGateway', message: 'The content service failed' },
};

/**
 * `GET /api/<type>[/<documentId>]` for the site's own content types only, with the parameters the
 * site sends, rebuilt before they reach the CMS; through the micro-cache. A read the micro-cache
 * cannot answer passes the visitor's budget and the load shedding (`admit`). Nothing else of the CMS
 * is reachable from here (its admin lives elsewhere).
 */
export function registerCmsProxy(
  app: FastifyInstance,
  site: SiteModule,
  cms: CmsClient,
  admit: AdmitUncached,
) {
  const allowed = allowedReads(site);
  app.route({
    method: ['GET', 'HEAD'],
    url: '/api/*',
    handler: async (request, reply) => {
      const url = new URL(request.url, 'http://site.invalid');
      const parts = url.pathname.split('/').slice(2);
      const [segment = '', id, ...rest] = parts;
      const list = allowed.lists.get(segment) ?? null;
      const known = segmentPattern.test(segment) && (list !== null || allowed.singles.has(segment));
      if (!known || rest.length > 0 || (id !== undefined && (list === null || !documentIdPattern.test(id))))
        return reply
          .code(404)
          .send({ data: null, error: { status: 404, name: 'NotFound', message: 'Not Found' } });
      const checked = checkQuery(url.searchParams, id === undefined ? list : null);
      if (!checked.ok) return reply.code(400).send(badRequest(checked.reason));
      const format: Record<string, string> =
        request.headers['strapi-response-format'] === 'v4' ? { 'Strapi-Response-Format': 'v4' } : {};
      const path = `/api/${segment}${id ? `/${id}` : ''}${checked.query ? `?${checked.query}` : ''}`;
      if (!cms.cached(path, format) && !(await admit(request, reply))) return reply;
      // A CMS that fails, is unreachable or times out is a 502, never our own 500; its body stays short.
      const answer = await cms.read(path, format).catch((error: unknown) => {
        request.log.warn({ err: error, path }, 'content read failed');
        return null;
      });
      if (!answer || answer.status >= 500)
        return reply
          .code(502)
          .header('Cache-Control', 'no-store')
          .header('Vary', 'Strapi-Response-Format')
          .send(badGateway);
      return reply
        .code(answer.status)
        .header('Content-Type', answer.contentType)
        .header('Cache-Control', answer.status === 200 ? 'public, max-age=0, s-maxage=5' : 'no-store')
        .header('Vary', 'Strapi-Response-Format')
        .send(answer.body);
    },
  });
}
