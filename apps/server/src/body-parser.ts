import type { FastifyInstance } from 'fastify';

const utf8 = new TextDecoder('utf-8', { fatal: true });
const charsetOf = (contentType: string | undefined) =>
  /;\s*charset\s*=\s*"?([^";\s]*)/i.exec(contentType ?? '')?.[1];

/**
 * Every string of a parsed JSON value is well-formed Unicode (no lone surrogate from a `\ud800`
 * escape), within 64 levels of nesting (a form has three).
 */
function wellFormed(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.isWellFormed();
  if (value === null || typeof value !== 'object') return true;
  if (depth > 64) return false;
  return Object.entries(value).every(([key, item]) => key.isWellFormed() && wellFormed(item, depth + 1));
}

const refused = (statusCode: 400 | 415, message: string) => Object.assign(new Error(message), { statusCode });

export type JsonBodies = {
  /** The content types taken (another is 415). */
  types: string[];
  /** `text`: the body as the text it came as (forwarded to the CMS as sent); `value`: parsed. */
  as: 'text' | 'value';
};

/**
 * JSON is the only body this server takes (a form posted cross-site as urlencoded or text is refused,
 * 415; the speed beacon's scope takes it as text/plain too), in UTF-8 only: another charset is 415,
 * bytes that are not UTF-8 (or escapes that are not Unicode) 400, so nothing reaches the CMS changed.
 * Without a byte-order mark.
 */
export function registerJsonBodies(
  app: FastifyInstance,
  { types, as }: JsonBodies = { types: ['application/json'], as: 'text' },
) {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(types, { parseAs: 'buffer' }, (request, body, done) => {
    const charset = charsetOf(request.headers['content-type']);
    if (charset !== undefined && !/^utf-?8$/i.test(charset))
      return done(refused(415, 'not UTF-8'), undefined);
    let text: string;
    let value: unknown;
    try {
      text = utf8.decode(body as Buffer);
      value = JSON.parse(text);
      if (!wellFormed(value)) throw new Error('not Unicode');
    } catch {
      return done(refused(400, 'invalid JSON'), undefined);
    }
    return done(null, as === 'text' ? text : value);
  });
}
