import type { MessageSource } from '@site/shared-i18n';
import en from './messages/en.json';

/** Texts shared by every form (errors, failures, success): English bundled, Swahili on demand. */
export const formsMessages: MessageSource = {
  en,
  load: { sw: () => import('./messages/sw.json').then((m) => m.default) },
};
