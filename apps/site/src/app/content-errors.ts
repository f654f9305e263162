import { createListenerMiddleware, isFulfilled, isRejectedWithValue } from '@reduxjs/toolkit';
import { contentApi, errorText, isNotFound, isPageRead, type ContentError } from '@site/shared-content';
import { errorMessages, isLocale, sharedText } from '@site/shared-i18n';
import type { NotificationStore } from '@site/shared-notifications';

type QueryMeta = {
  arg?: { type?: string; endpointName?: string; queryCacheKey?: string; originalArgs?: { locale?: string } };
};
const metaOf = (action: unknown) => (action as { meta?: QueryMeta }).meta?.arg;
const isContentQuery = (action: { type: string }) =>
  action.type.startsWith(`${contentApi.reducerPath}/`) && metaOf(action)?.type === 'query';

/**
 * Turns every failed CMS read into the warning notification of docs/behaviour.md §8, in the language
 * it was asked in: "Failed to Load Content", or the error's own text for a read whose domain asks
 * for it (`rawErrors`: the sport list). One entry that keeps failing (its retries included) is one
 * warning, until it succeeds. A page the CMS has not published (404) is no failure: the page says it
 * is being prepared. A listener middleware: it watches the content API's actions go by.
 */
export function contentErrorListener(notifications: NotificationStore, rawErrors: ReadonlySet<string>) {
  const failing = new Set<string>();
  const listener = createListenerMiddleware();
  listener.startListening({
    predicate: (action) => isContentQuery(action) && (isRejectedWithValue(action) || isFulfilled(action)),
    effect: async (action) => {
      const arg = metaOf(action);
      const key = arg?.queryCacheKey ?? '';
      if (!isRejectedWithValue(action)) {
        failing.delete(key);
        return;
      }
      if (failing.has(key)) return;
      if (isPageRead(arg?.originalArgs) && isNotFound(action.payload as ContentError)) return;
      failing.add(key);
      const asked = arg?.originalArgs?.locale;
      const locale = isLocale(asked) ? asked : 'en';
      const text = rawErrors.has(arg?.endpointName ?? '')
        ? errorText(action.payload as ContentError)
        : await sharedText(locale, errorMessages.failedToLoad);
      notifications.notify({
        title: await sharedText(locale, errorMessages.title),
        text,
        type: 'warning',
        group: 'content',
      });
    },
  });
  return listener.middleware;
}
