import type { MessageSource } from '@site/shared-i18n';
import en from './messages/en.json';

/**
 * The search page's and dialog's words: they travel in their lazy chunks, not the initial bundle
 * (the header's field uses the shell's catalog).
 */
export const searchMessages: MessageSource[] = [
  { en, load: { sw: () => import('./messages/sw.json').then((m) => m.default) } },
];
