import type { CSSProperties } from 'react';
import { clsx as cx } from 'clsx';
import styles from './skeleton.module.css';

export type SkeletonProps = {
  variant?: 'text' | 'block' | 'card' | 'hero';
  /** CSS length or px number; defaults depend on the variant. */
  width?: number | string;
  height?: number | string;
  /** Number of text lines (text variant); the last one is shorter, like real paragraphs. */
  lines?: number;
  className?: string;
};

const toLength = (value: number | string | undefined) => (typeof value === 'number' ? `${value}px` : value);

/** A grey placeholder with a shimmer (static under reduced motion); hidden from assistive tech. */
export function Skeleton({ variant = 'text', width, height, lines = 1, className }: SkeletonProps) {
  const size: CSSProperties = { width: toLength(width), height: toLength(height) };
  if (variant === 'text') {
    return (
      <span className={cx(styles.lines, className)} style={{ width: size.width }} aria-hidden="true">
        {Array.from({ length: lines }, (_, index) => (
          <span
            key={index}
            className={cx(styles.bone, styles.text)}
            style={{ height: size.height, width: index === lines - 1 && lines > 1 ? '70%' : undefined }}
          />
        ))}
      </span>
    );
  }
  if (variant === 'card') {
    return (
      <span className={cx(styles.card, className)} style={size} aria-hidden="true">
        <span className={cx(styles.bone, styles.media)} />
        <span className={styles.cardBody}>
          <span className={cx(styles.bone, styles.text)} style={{ width: '40%' }} />
          <span className={cx(styles.bone, styles.title)} />
          <span className={cx(styles.bone, styles.text)} />
          <span className={cx(styles.bone, styles.text)} style={{ width: '70%' }} />
        </span>
      </span>
    );
  }
  return <span className={cx(styles.bone, styles[variant], className)} style={size} aria-hidden="true" />;
}
