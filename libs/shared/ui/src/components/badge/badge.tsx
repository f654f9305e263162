import type { HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './badge.module.css';

export type BadgeTone = 'brand' | 'neutral' | 'success' | 'warning' | 'info';

export type BadgeProps = HTMLAttributes<HTMLSpanElement> & { tone?: BadgeTone };

/** A short label such as "New" or "Best value"; the text itself carries the meaning, not the colour. */
export function Badge({ tone = 'brand', className, ...rest }: BadgeProps) {
  return <span className={cx(styles.badge, styles[tone], className)} {...rest} />;
}
