import type { MessageSource } from './lib/catalogs';
import en from './messages/en.json';

/** Shared chrome texts (errors, states, common labels). */
export const sharedMessages: MessageSource = {
  en,
  load: { sw: () => import('./messages/sw.json').then((m) => m.default) },
};
