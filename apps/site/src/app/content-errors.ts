import { errorText, type ReadEntry } from '@site/shared-content';
import { isLocale, sharedText } from '@site/shared-i18n';
import type { NotificationStore } from '@site/shared-notifications';

/** docs/behaviour.md §8: the sport list shows the raw error; every other content read says "Failed to Load Content". */
function rawErrorWanted(entry: ReadEntry): boolean {
  return entry.read === 'getList' && (entry.args as { collection?: string }).collection === 'sport-updates';
}

async function notifyFailure(entry: ReadEntry, notifications: NotificationStore) {
  const asked = entry.args.locale;
  const locale = isLocale(asked) ? asked : 'en';
  const text = rawErrorWanted(entry)
    ? errorText(entry.error)
    : await sharedText(locale, 'shared.error.failedToLoad');
  notifications.notify({
    title: await sharedText(locale, 'shared.error.title'),
    text,
    type: 'warning',
    group: 'content',
  });
}

/**
 * Turns every failed CMS read into the warning notification of docs/behaviour.md §8, in the
 * language it was asked in. One entry that keeps failing (its retries included) is one warning,
 * until it succeeds.
 */
export function contentErrorNotifier(notifications: NotificationStore) {
  const failing = new Set<string>();
  return (key: string, entry: ReadEntry) => {
    if (entry.status !== 'rejected') {
      failing.delete(key);
      return;
    }
    if (!failing.has(key)) void notifyFailure(entry, notifications);
    failing.add(key);
  };
}
