import { saveDataCookie, saveDataValues, type SaveDataValue } from '@site/shared-i18n/storage-keys';
import { saveDataSwitch } from '@site/shared-server-contract';
import type { FastifyInstance } from 'fastify';
import { isPageAddress, registerPlainForm, singleFields, type AddressOf } from './plain-form.ts';

const { path, fields } = saveDataSwitch;

export type SaveDataSwitchOptions = {
  address: AddressOf;
  /** The cookie is marked Secure when the site is served over HTTPS. */
  secure: boolean;
};

type Switch = { back: string; mode: SaveDataValue };

function readSwitch(given: URLSearchParams, address: AddressOf): Switch | string {
  const one = singleFields(given, [fields.back, fields.mode]);
  if (!one) return 'a field is given twice';
  const { [fields.back]: back, [fields.mode]: mode } = one;
  if (mode !== saveDataValues.on && mode !== saveDataValues.off) return `${fields.mode} is on or off`;
  if (!isPageAddress(back, address)) return `${fields.back} is the address of a page of this site`;
  return { back, mode };
}

/**
 * `POST /save-data`: the footer's data saver switch (ADR 0030). Writes the visitor's choice as a
 * cookie, `off` included (it outranks the browser's `Save-Data: on`), and goes back (303) to the
 * page, which the server then sends in the chosen form.
 */
export function registerSaveDataSwitch(app: FastifyInstance, options: SaveDataSwitchOptions) {
  return registerPlainForm(app, {
    path,
    read: (given) => readSwitch(given, options.address),
    answer: (reply, { back, mode }) =>
      reply
        .code(303)
        .header('Set-Cookie', saveDataCookie(mode, options.secure))
        .header('Cache-Control', 'no-store')
        .header('Location', back)
        .send(),
  });
}
