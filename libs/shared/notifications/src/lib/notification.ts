export type NotificationType = 'info' | 'success' | 'warning' | 'error';

/** One notification item (docs/behaviour.md §4). */
export type NotificationItem = {
  id: number;
  title: string;
  text: string;
  type: NotificationType;
  group: string;
  /** How long it stays, in ms. */
  duration: number;
  /** Enter/leave animation time, in ms. */
  speed: number;
  data: unknown;
  state: 'idle' | 'destroyed';
};

export type NotifyOptions = Partial<Omit<NotificationItem, 'id' | 'state'>> & Pick<NotificationItem, 'title'>;

/** docs/behaviour.md §4 defaults. */
export const notificationDefaults = {
  duration: 3000,
  speed: 300,
  width: 300,
  position: 'top-right',
  closeOnClick: true,
  max: Infinity,
  ignoreDuplicates: false,
  className: 'my-notification',
} as const;

/** An item leaves its area after its duration plus twice its speed (in and out animation). */
export function lifetimeOf(item: Pick<NotificationItem, 'duration' | 'speed'>): number {
  return item.duration + 2 * item.speed;
}
