import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { Locale } from './env';

const workspaceRoot = resolve(import.meta.dirname, '../../../..');

/** The catalogs the tests read texts from, by the folder of their messages. */
const catalogs = {
  shell: 'apps/site/src/messages',
  shared: 'libs/shared/i18n/src/messages',
  cookies: 'libs/support/src/blocks/cookie-preferences/messages',
  forms: 'libs/shared/forms/src/messages',
  foundationForms: 'libs/foundation/src/forms/messages',
};

/**
 * A chrome text from the site's own message catalogs, for texts docs/behaviour.md does not fix (e.g. the
 * Swahili of "Failed to Load Content", the not-found heading): the test then follows the catalog
 * instead of a copy that drifts.
 */
export function message(catalog: keyof typeof catalogs, locale: Locale, id: string): string {
  const file = resolve(workspaceRoot, catalogs[catalog], `${locale}.json`);
  const messages = JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>;
  const text = messages[id];
  if (!text) throw new Error(`no message ${id} in ${file}`);
  return text;
}
