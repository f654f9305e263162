import { isRejectedWithValue, type ListenerMiddlewareInstance } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorText } from '@site/shared-content';
import { isLocale, sharedMessages, type Locale } from '@site/shared-i18n';
import type { NotificationStore } from '@site/shared-notifications';

type QueryMeta = { arg?: { type?: string; endpointName?: string; originalArgs?: { locale?: string; collection?: string } } };

/** Spec §8: the sport list shows the raw error; every other content read says "Failed to Load Content". */
function rawErrorWanted(endpointName: string | undefined, collection: string | undefined): boolean {
  return endpointName === 'getList' && collection === 'sport-updates';
}

async function catalog(locale: Locale) {
  return locale === 'en' ? sharedMessages.en : { ...sharedMessages.en, ...(await sharedMessages.load.sw?.()) };
}

/** Turns every failed CMS query into the spec's warning notification, in the language it was asked in. */
export function notifyContentErrors(
  startListening: ListenerMiddlewareInstance['startListening'],
  notifications: NotificationStore,
): void {
  startListening({
    predicate: (action) => isRejectedWithValue(action) && action.type.startsWith('content/'),
    effect: async (action) => {
      const { arg } = (action as unknown as { meta: QueryMeta }).meta;
      if (arg?.type !== 'query') return;
      const asked = arg.originalArgs?.locale;
      const messages = await catalog(isLocale(asked) ? asked : 'en');
      const text = rawErrorWanted(arg.endpointName, arg.originalArgs?.collection)
        ? errorText((action as unknown as { payload?: FetchBaseQueryError }).payload)
        : messages['shared.error.failedToLoad']!;
      notifications.notify({ title: messages['shared.error.title']!, text, type: 'warning', group: 'content' });
    },
  });
}
