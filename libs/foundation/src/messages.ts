import type { MessageSource } from '@site/shared-i18n';
import en from './messages/en.json';

/** Foundation texts: English bundled (the fallback), Swahili loaded when chosen. */
export const foundationMessages: MessageSource = {
  en,
  load: { sw: () => import('./messages/sw.json').then((m) => m.default) },
};
