import { createSiteStore, type CmsTransport } from '@site/shared-content';
import type { NotificationStore } from '@site/shared-notifications';
import { siteCollections } from './collections';
import { contentErrorMiddleware } from './content-errors';

export type AppStoreOptions = {
  cms: CmsTransport;
  /** The browser's store turns failed reads into notifications; the server's renders them as states. */
  notifications?: NotificationStore;
};

/** The app's store: the one site store, with the domains' collections and the failure notifications. */
export function createAppStore({ cms, notifications }: AppStoreOptions) {
  return createSiteStore({
    cms,
    collections: siteCollections,
    middleware: notifications ? [contentErrorMiddleware(notifications)] : [],
  });
}
