import type { CSSProperties, HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './grid.module.css';

export type GridProps = HTMLAttributes<HTMLElement> & {
  /** Columns on wide screens; phones always get 1 column and tablets 2. */
  columns?: 2 | 3 | 4;
  gap?: 'sm' | 'md' | 'lg';
  as?: 'div' | 'ul' | 'ol';
};

const gaps = { sm: 'var(--space-3)', md: 'var(--space-5)', lg: 'var(--space-6)' } as const;

/** Responsive grid: 1 column → 2 at 600 px → `columns` at 960 px. */
export function Grid({ columns = 3, gap = 'md', as: Tag = 'div', className, style, ...rest }: GridProps) {
  const vars = { '--grid-columns': columns, '--grid-gap': gaps[gap], ...style } as CSSProperties;
  return <Tag className={cx(styles.grid, className)} style={vars} {...rest} />;
}
