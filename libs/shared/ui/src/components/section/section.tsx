import type { HTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import styles from './section.module.css';

export type SectionTone = 'white' | 'grey' | 'red';

export type SectionProps = HTMLAttributes<HTMLElement> & {
  tone?: SectionTone;
  spacing?: 'sm' | 'md' | 'lg';
  /**
   * `section` becomes a landmark only when named, so pass `aria-labelledby` pointing at its heading;
   * use `div` for purely visual bands.
   */
  as?: 'section' | 'div';
};

/** A full-width band with consistent vertical rhythm; the red tone flips text and links to white. */
export function Section({
  tone = 'white',
  spacing = 'md',
  as: Tag = 'section',
  className,
  ...rest
}: SectionProps) {
  return <Tag className={cx(styles.section, styles[tone], styles[spacing], className)} {...rest} />;
}
