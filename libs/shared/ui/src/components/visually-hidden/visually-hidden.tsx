import type { HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './visually-hidden.module.css';

export type VisuallyHiddenProps = HTMLAttributes<HTMLSpanElement>;

/** Text for screen readers only (e.g. a label for an icon-only control). */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={cx(styles.hidden, className)} {...rest} />;
}
