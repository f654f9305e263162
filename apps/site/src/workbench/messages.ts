import type { MessageSource } from '@site/shared-i18n';
import en from './messages/en.json';

/** Texts of the workbench's own page: loaded with its lazy chunk, never with the site. */
export const workbenchMessages: MessageSource = {
  en,
  load: { sw: () => import('./messages/sw.json').then((m) => m.default) },
};
