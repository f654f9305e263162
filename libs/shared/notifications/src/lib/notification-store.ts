import { lifetimeOf, notificationDefaults, type NotificationItem, type NotifyOptions } from './notification';

type Listener = () => void;
export type NotificationStore = {
  notify: (options: NotifyOptions) => NotificationItem;
  destroy: (id: number) => void;
  subscribe: (listener: Listener) => () => void;
  /** Items still shown (state idle), oldest first. */
  getSnapshot: () => readonly NotificationItem[];
};

/**
 * A tiny external store of its own: notifications are raised from the content store's listener of
 * settled reads, from event handlers and from the chunk-error handler alike, and must not
 * re-render pages. No maximum and duplicates allowed (docs/behaviour.md §4).
 */
export function createNotificationStore(): NotificationStore {
  let items: readonly NotificationItem[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const timers = new Map<number, ReturnType<typeof setTimeout>>();
  const emit = () => listeners.forEach((listener) => listener());

  const destroy = (id: number) => {
    clearTimeout(timers.get(id));
    timers.delete(id);
    if (!items.some((item) => item.id === id)) return;
    items = items.filter((item) => item.id !== id);
    emit();
  };

  const notify = (options: NotifyOptions): NotificationItem => {
    const item: NotificationItem = {
      text: '',
      type: 'info',
      group: 'default',
      duration: notificationDefaults.duration,
      speed: notificationDefaults.speed,
      data: undefined,
      ...options,
      id: nextId++,
      state: 'idle',
    };
    items = [...items, item];
    timers.set(
      item.id,
      setTimeout(() => destroy(item.id), lifetimeOf(item)),
    );
    emit();
    return item;
  };

  return {
    notify,
    destroy,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => items,
  };
}
