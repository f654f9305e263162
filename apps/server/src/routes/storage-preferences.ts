import { consentCookie } from '@site/shared-i18n/storage-keys';
import { answerFields, storagePreferences } from '@site/shared-server-contract';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { problem, sendBadRequest } from '../http-errors.ts';

const { path, fields, actions, answers } = storagePreferences;
const formType = 'application/x-www-form-urlencoded';

/** The form has three short fields; anything much larger is not it. */
const bodyLimit = 1024;

export type StoragePreferencesOptions = {
  /** A path's address as the route table writes it, or null when no route has it. */
  address: (path: string) => string | null;
  /** The cookie is marked Secure when the site is served over HTTPS. */
  secure: boolean;
};

type Choice = { back: string; action: 'save' | 'clear'; optional: boolean };

/** The form's fields, each at most once, or why not; `back` must be the address of a page of the site. */
function readForm(body: string, address: StoragePreferencesOptions['address']): Choice | string {
  const given = new URLSearchParams(body);
  const one = (name: string) => {
    const values = given.getAll(name);
    return values.length > 1 ? undefined : (values[0] ?? null);
  };
  const back = one(fields.back);
  const action = one(fields.action);
  const optional = one(fields.optional);
  if (back === undefined || action === undefined || optional === undefined) return 'a field is given twice';
  if (action !== actions.save && action !== actions.clear) return `${fields.action} is save or clear`;
  if (optional !== null && optional !== 'on') return `${fields.optional} is on or absent`;
  // Only a route's own address: never another site (`//host`), a path trick or a not-found page.
  if (back === null || !back.startsWith('/') || address(back) !== back)
    return `${fields.back} is the address of a page of this site`;
  return { back, action, optional: optional === 'on' };
}

/**
 * True unless the browser says the form was posted from another site: a page elsewhere may not
 * change a visitor's choice or empty their device. Browsers without these headers (older ones, proxy
 * browsers) are taken at their word; the worst a forged post does is what the visitor can undo here.
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

/**
 * `POST /storage-preferences`: the cookie preferences form without JavaScript (ADR 0029), as a plain
 * urlencoded form in its own scope (every other route takes JSON only). Save writes the consent
 * cookie (or expires it); clear expires it and asks the browser to empty the site's storage
 * (`Clear-Site-Data`). The answer is a redirect (303) back to the page with `?storage=` saying what
 * was done, which the page renders for that request.
 */
export async function registerStoragePreferences(app: FastifyInstance, options: StoragePreferencesOptions) {
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(formType, { parseAs: 'string', bodyLimit }, (_request, body, done) =>
      done(null, body),
    );
    // Any other type is read (within the limit) and refused below, in this form's words.
    scope.addContentTypeParser('*', { parseAs: 'buffer', bodyLimit }, (_request, _body, done) =>
      done(null, null),
    );
    scope.post(path, { bodyLimit }, async (request, reply) => {
      if (!sameSite(request))
        return reply
          .code(403)
          .header('Cache-Control', 'no-store')
          .send(problem(403, 'Forbidden', 'The form is taken from this site only'));
      const type = request.headers['content-type'] ?? '';
      if (type.split(';')[0]?.trim().toLowerCase() !== formType)
        return reply
          .code(415)
          .header('Cache-Control', 'no-store')
          .send(problem(415, 'UnsupportedMediaType', `Send the form as ${formType}`));
      const choice = readForm(typeof request.body === 'string' ? request.body : '', options.address);
      if (typeof choice === 'string') return sendBadRequest(reply, choice);
      return answer(reply, choice, options.secure);
    });
  });
}

function answer(reply: FastifyReply, { back, action, optional }: Choice, secure: boolean) {
  const clearing = action === actions.clear;
  const saved = clearing ? answers.cleared : optional ? answers.on : answers.off;
  if (clearing) reply.header('Clear-Site-Data', '"storage"');
  return reply
    .code(303)
    .header('Set-Cookie', consentCookie(optional && !clearing, secure))
    .header('Cache-Control', 'no-store')
    .header('Location', `${back}?${new URLSearchParams({ [answerFields.storage]: saved })}`)
    .send();
}
