import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendBadRequest } from '../http-errors.ts';

const formType = 'application/x-www-form-urlencoded';

/** The site's choice forms have a few short fields; anything much larger is not one of them. */
const choiceBodyLimit = 1024;

/** A path's address as the route table writes it, or null when no route has it. */
export type AddressOf = (path: string) => string | null;

export type PlainForm<Fields> = {
  path: string;
  /** The largest body taken (1 kB unless given). */
  bodyLimit?: number;
  /** The fields, checked, or why they are refused (a 400). */
  read: (given: URLSearchParams) => Fields | string;
  answer: (
    reply: FastifyReply,
    fields: Fields,
    request: FastifyRequest,
  ) => FastifyReply | Promise<FastifyReply>;
};

/** Each named field's value (null when absent), or undefined when one is given twice. */
export function singleFields<Name extends string>(
  given: URLSearchParams,
  names: readonly Name[],
): Record<Name, string | null> | undefined {
  const fields = {} as Record<Name, string | null>;
  for (const name of names) {
    const values = given.getAll(name);
    if (values.length > 1) return undefined;
    fields[name] = values[0] ?? null;
  }
  return fields;
}

/**
 * True when `back` is a route's own address: never another site (`//host`), a path trick, a case
 * variant, a query or a not-found page, so the redirect back goes nowhere else.
 */
export const isPageAddress = (back: string | null, address: AddressOf): back is string =>
  back !== null && back.startsWith('/') && address(back) === back;

/**
 * True unless the browser says the form was posted from another site: a page elsewhere may not
 * change a visitor's choices. Browsers without these headers (older ones, proxy browsers) are taken
 * at their word; the worst a forged post does is what the visitor can undo on the site.
 */
function sameSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  if (site !== undefined && site !== 'same-origin' && site !== 'none') return false;
  const origin = request.headers['origin'];
  if (origin === undefined || origin === 'null') return origin === undefined;
  try {
    return new URL(origin).host === request.headers.host;
  } catch {
    return false;
  }
}

const refuse = (reply: FastifyReply, status: number, name: string, message: string) =>
  reply
    .code(status)
    .header('Cache-Control', 'no-store')
    .send(problem(status, name, message));

/**
 * A form that works without JavaScript (ADRs 0029, 0030, 0031): a plain urlencoded POST in a Fastify
 * scope of its own (every other route takes JSON only), within its body limit. Another site's post is a 403, any
 * other body type a 415, fields that do not check out a 400: nothing is written on a refusal.
 */
export async function registerPlainForm<Fields>(app: FastifyInstance, form: PlainForm<Fields>) {
  const bodyLimit = form.bodyLimit ?? choiceBodyLimit;
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(formType, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    // Any other type is read (within the limit) and refused below, in this form's words.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, _body, done) =>
      done(null, null),
    );
    scope.post(form.path, { bodyLimit }, async (request, reply) => {
      if (!sameSite(request)) return refuse(reply, 403, 'Forbidden', 'The form is taken from this site only');
      const type = request.headers['content-type'] ?? '';
      if (type.split(';')[0]?.trim().toLowerCase() !== formType)
        return refuse(reply, 415, 'UnsupportedMediaType', `Send the form as ${formType}`);
      const fields = form.read(new URLSearchParams(typeof request.body === 'string' ? request.body : ''));
      if (typeof fields === 'string') return sendBadRequest(reply, fields);
      return form.answer(reply, fields, request);
    });
  });
}
