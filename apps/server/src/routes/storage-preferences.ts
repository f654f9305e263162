import { consentCookie, saveDataCookie } from '@site/shared-i18n/storage-keys';
import { answerFields, storagePreferences } from '@site/shared-server-contract';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { isPageAddress, registerPlainForm, singleFields, type AddressOf } from './plain-form.ts';

const { path, fields, actions, answers } = storagePreferences;

export type StoragePreferencesOptions = {
  address: AddressOf;
  /** The cookie is marked Secure when the site is served over HTTPS. */
  secure: boolean;
};

type Choice = { back: string; action: 'save' | 'clear'; optional: boolean };

function readForm(given: URLSearchParams, address: AddressOf): Choice | string {
  const one = singleFields(given, [fields.back, fields.action, fields.optional]);
  if (!one) return 'a field is given twice';
  const { [fields.back]: back, [fields.action]: action, [fields.optional]: optional } = one;
  if (action !== actions.save && action !== actions.clear) return `${fields.action} is save or clear`;
  if (optional !== null && optional !== 'on') return `${fields.optional} is on or absent`;
  if (!isPageAddress(back, address)) return `${fields.back} is the address of a page of this site`;
  return { back, action, optional: optional === 'on' };
}

/**
 * `POST /storage-preferences`: the cookie preferences form without JavaScript (ADR 0029). Save
 * writes the consent cookie (or expires it); clear expires the site's cookies and asks the browser to
 * empty the site's storage (`Clear-Site-Data`). The answer is a redirect (303) back to the page with
 * `?storage=` saying what was done, which the page renders for that request.
 */
export function registerStoragePreferences(app: FastifyInstance, options: StoragePreferencesOptions) {
  return registerPlainForm(app, {
    path,
    read: (given) => readForm(given, options.address),
    answer: (reply, choice) => answer(reply, choice, options.secure),
  });
}

function answer(reply: FastifyReply, { back, action, optional }: Choice, secure: boolean) {
  const clearing = action === actions.clear;
  const saved = clearing ? answers.cleared : optional ? answers.on : answers.off;
  const cookies = [consentCookie(optional && !clearing, secure)];
  if (clearing) {
    reply.header('Clear-Site-Data', '"storage"');
    cookies.push(saveDataCookie(null, secure));
  }
  return reply
    .code(303)
    .header('Set-Cookie', cookies)
    .header('Cache-Control', 'no-store')
    .header('Location', `${back}?${new URLSearchParams({ [answerFields.storage]: saved })}`)
    .send();
}
