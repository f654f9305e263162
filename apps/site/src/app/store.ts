import { createSiteStore, type CmsTransport } from '@site/shared-content';
import type { NotificationStore } from '@site/shared-notifications';
import { rawErrorReads } from './domain-parts';
import { contentErrorListener } from './content-errors';

export type AppStoreOptions = {
  cms: CmsTransport;
  /** The browser's store turns failed reads into notifications; the server's renders them as states. */
  notifications?: NotificationStore;
};

/** The app's store: the one site store, with the failure notifications in the browser. */
export function createAppStore({ cms, notifications }: AppStoreOptions) {
  return createSiteStore({
    cms,
    middleware: notifications ? [contentErrorListener(notifications, rawErrorReads)] : [],
  });
}
