import type { HTMLAttributes, ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import CircleCheck from 'lucide-react/icons/circle-check';
import Info from 'lucide-react/icons/info';
import TriangleAlert from 'lucide-react/icons/triangle-alert';
import { clsx as cx } from 'clsx';
import styles from './alert.module.css';

export type AlertTone = 'info' | 'success' | 'warning' | 'error';

export type AlertProps = Omit<HTMLAttributes<HTMLDivElement>, 'title'> & {
  tone?: AlertTone;
  title?: ReactNode;
  children?: ReactNode;
  /** A button or link, e.g. "Try again". */
  action?: ReactNode;
  /**
   * Announce the alert when it appears (form errors, failed requests). Leave off for notices that
   * are part of the page from the start, or screen readers would interrupt on every load.
   */
  live?: boolean;
};

const icons = { info: Info, success: CircleCheck, warning: TriangleAlert, error: CircleAlert };

export function Alert({
  tone = 'info',
  title,
  children,
  action,
  live = false,
  className,
  ...rest
}: AlertProps) {
  const Glyph = icons[tone];
  const role = live ? (tone === 'error' || tone === 'warning' ? 'alert' : 'status') : undefined;
  return (
    <div role={role} className={cx(styles.alert, styles[tone], className)} {...rest}>
      <Glyph className={styles.icon} aria-hidden="true" />
      <div className={styles.body}>
        {title && <p className={styles.title}>{title}</p>}
        {children && <div className={styles.content}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </div>
  );
}
