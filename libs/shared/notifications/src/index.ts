export { lifetimeOf, notificationDefaults } from './lib/notification';
export type { NotificationItem, NotificationType, NotifyOptions } from './lib/notification';
export { createNotificationStore } from './lib/notification-store';
export type { NotificationStore } from './lib/notification-store';
export {
  NotificationContext,
  useNotifications,
  useNotificationStore,
  useNotify,
} from './lib/notification-context';
export { NotificationArea } from './lib/notification-area';
