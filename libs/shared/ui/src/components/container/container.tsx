import type { ElementType, HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './container.module.css';

export type ContainerProps = HTMLAttributes<HTMLElement> & {
  /** Element to render; `main` or `header` when the container is itself a landmark. */
  as?: ElementType;
  /** `narrow` (760 px) suits long text such as articles and legal pages. */
  width?: 'default' | 'narrow';
};

/** Centres content at 1200 px with fluid side gutters. */
export function Container({ as: Tag = 'div', width = 'default', className, ...rest }: ContainerProps) {
  return <Tag className={cx(styles.container, width === 'narrow' && styles.narrow, className)} {...rest} />;
}
