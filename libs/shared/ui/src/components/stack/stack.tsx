import type { CSSProperties, ElementType, HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './stack.module.css';

/** Steps of the spacing scale: 1 = 4 px … 9 = 96 px. */
export type SpaceStep = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9;

export type StackProps = HTMLAttributes<HTMLElement> & {
  as?: ElementType;
  direction?: 'column' | 'row';
  gap?: SpaceStep;
  align?: 'start' | 'center' | 'end' | 'stretch';
  justify?: 'start' | 'center' | 'end' | 'between';
  /** Rows wrap by default so button groups never overflow a 360 px screen. */
  wrap?: boolean;
};

const justifyMap = { start: 'flex-start', center: 'center', end: 'flex-end', between: 'space-between' };
const alignMap = { start: 'flex-start', center: 'center', end: 'flex-end', stretch: 'stretch' };

/** Lays children out in a row or column with a gap from the spacing scale. */
export function Stack({
  as: Tag = 'div',
  direction = 'column',
  gap = 4,
  align = 'stretch',
  justify = 'start',
  wrap = true,
  className,
  style,
  ...rest
}: StackProps) {
  const vars = {
    '--stack-gap': `var(--space-${gap})`,
    '--stack-align': alignMap[align],
    '--stack-justify': justifyMap[justify],
    ...style,
  } as CSSProperties;
  return (
    <Tag
      className={cx(styles.stack, direction === 'row' && styles.row, wrap && styles.wrap, className)}
      style={vars}
      {...rest}
    />
  );
}
