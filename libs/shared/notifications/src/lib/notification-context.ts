import { createContext, useContext, useSyncExternalStore } from 'react';
import type { NotificationStore } from './notification-store';

export const NotificationContext = createContext<NotificationStore | null>(null);

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotificationStore needs a NotificationContext provider.');
  return store;
}

/** `notify()` for components. */
export function useNotify(): NotificationStore['notify'] {
  return useNotificationStore().notify;
}

export function useNotifications() {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}
