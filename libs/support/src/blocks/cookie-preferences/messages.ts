import type { MessageSource } from '@site/shared-i18n';
import en from './messages/en.json';

/** Texts of the cookie preferences block: loaded with its lazy chunk, not with the site. */
export const cookieMessages: MessageSource = {
  en,
  load: { sw: () => import('./messages/sw.json').then((m) => m.default) },
};
