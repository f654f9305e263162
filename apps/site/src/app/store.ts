import { createSiteStore, type CmsTransport } from '@site/shared-content';
import type { NotificationStore } from '@site/shared-notifications';
import { siteCollections } from './collections';
import { contentErrorNotifier } from './content-errors';

export type AppStoreOptions = {
  cms: CmsTransport;
  /** The browser's store turns failed reads into notifications; the server's renders them as states. */
  notifications?: NotificationStore;
  /** How long a read nothing shows stays; kept for good without it (a server render's store lives one render). */
  keepUnusedForMs?: number;
};

/** The app's store: the one site store, with the domains' collections and the failure notifications. */
export function createAppStore({ cms, notifications, keepUnusedForMs }: AppStoreOptions) {
  return createSiteStore({
    cms,
    collections: siteCollections,
    ...(notifications ? { onSettled: contentErrorNotifier(notifications) } : {}),
    ...(keepUnusedForMs ? { keepUnusedForMs } : {}),
  });
}
