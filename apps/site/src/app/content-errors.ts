import { isFulfilled, isRejectedWithValue, type Middleware } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { errorText } from '@site/shared-content';
import { isLocale, sharedText } from '@site/shared-i18n';
import type { NotificationStore } from '@site/shared-notifications';

type QueryMeta = {
  arg?: {
    type?: string;
    endpointName?: string;
    queryCacheKey?: string;
    originalArgs?: { locale?: string; collection?: string };
  };
};

/** docs/behaviour.md §8: the sport list shows the raw error; every other content read says "Failed to Load Content". */
function rawErrorWanted(endpointName: string | undefined, collection: string | undefined): boolean {
  return endpointName === 'getList' && collection === 'sport-updates';
}

async function notifyFailure(action: unknown, notifications: NotificationStore) {
  const { arg } = (action as { meta: QueryMeta }).meta;
  if (arg?.type !== 'query') return;
  const asked = arg.originalArgs?.locale;
  const locale = isLocale(asked) ? asked : 'en';
  const text = rawErrorWanted(arg.endpointName, arg.originalArgs?.collection)
    ? errorText((action as { payload?: FetchBaseQueryError }).payload)
    : await sharedText(locale, 'shared.error.failedToLoad');
  notifications.notify({
    title: await sharedText(locale, 'shared.error.title'),
    text,
    type: 'warning',
    group: 'content',
  });
}

/**
 * Turns every failed CMS query into the warning notification of docs/behaviour.md §8, in the
 * language it was asked in. One entry that keeps failing (its retries included) is one warning,
 * until it succeeds. A plain middleware: RTK's listener middleware would
 * cost ~1.5 kB of initial JavaScript for this.
 */
export function contentErrorMiddleware(notifications: NotificationStore): Middleware {
  const failing = new Set<string>();
  return () => (next) => (action) => {
    const key = (action as { meta?: QueryMeta }).meta?.arg?.queryCacheKey;
    if (isRejectedWithValue(action) && action.type.startsWith('content/')) {
      if (!key || !failing.has(key)) void notifyFailure(action, notifications);
      if (key) failing.add(key);
    } else if (key && isFulfilled(action)) failing.delete(key);
    return next(action);
  };
}
