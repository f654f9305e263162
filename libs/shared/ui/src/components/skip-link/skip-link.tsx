import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import styles from './skip-link.module.css';

export type SkipLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  /** Fragment of the main content, e.g. `#main` (the target needs `tabIndex={-1}`). */
  href?: string;
  children: ReactNode;
};

/** First focusable element of the page: hidden until focused, then jumps past the navigation. */
export function SkipLink({ href = '#main', className, children, ...rest }: SkipLinkProps) {
  return (
    <a href={href} className={cx(styles.skip, className)} {...rest}>
      {children}
    </a>
  );
}
