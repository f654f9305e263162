import type { CSSProperties } from 'react';
import { notificationDefaults } from './notification';
import { useNotificationStore, useNotifications } from './notification-context';
import styles from './notification-area.module.css';

/**
 * The notification area of the shell (top right, 300 px wide). Each item is announced: a polite
 * status for information, an assertive alert for warnings and errors. A click closes it.
 */
export function NotificationArea() {
  const items = useNotifications();
  const { destroy } = useNotificationStore();
  return (
    <div className={styles.area} style={{ width: notificationDefaults.width }} data-position="top-right">
      {items.map((item) => (
        <div
          key={item.id}
          role={item.type === 'warning' || item.type === 'error' ? 'alert' : 'status'}
          className={`${notificationDefaults.className} ${styles.item} ${styles[item.type]}`}
          data-type={item.type}
          style={{ '--speed': `${item.speed}ms` } as CSSProperties}
        >
          {/* A button so that closing on click also works from the keyboard. */}
          <button type="button" className={styles.close} onClick={() => destroy(item.id)}>
            <span className="notification-title">{item.title}</span>
            {item.text && <span className="notification-content">{item.text}</span>}
          </button>
        </div>
      ))}
    </div>
  );
}
