import { configureStore } from '@reduxjs/toolkit';
import { contentApi, pageSlice } from '@site/shared-content';
import type { NotificationStore } from '@site/shared-notifications';
import { contentErrorMiddleware } from './content-errors';

/** The app store: the CMS cache (reducer path `content`) and the small page slice. */
export function createAppStore(notifications: NotificationStore) {
  return configureStore({
    reducer: { [contentApi.reducerPath]: contentApi.reducer, [pageSlice.reducerPath]: pageSlice.reducer },
    middleware: (getDefault) =>
      getDefault().prepend(contentErrorMiddleware(notifications)).concat(contentApi.middleware),
  });
}

export type AppStore = ReturnType<typeof createAppStore>;
export type AppState = ReturnType<AppStore['getState']>;
