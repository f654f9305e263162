import type { AnchorHTMLAttributes, ReactNode, Ref } from 'react';
import { clsx as cx } from 'clsx';
import { useLinkComponent, type LinkComponent } from '../../utils/link';
import styles from './text-link.module.css';

export type TextLinkProps = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string;
  children: ReactNode;
  /** Opens in a new tab; pass `newTabLabel` (e.g. "opens in a new tab") so that is announced. */
  external?: boolean;
  newTabLabel?: string;
  /** `standalone` links (e.g. "See all bundles") are bold with an arrow-friendly layout. */
  variant?: 'inline' | 'standalone';
  linkComponent?: LinkComponent;
  ref?: Ref<HTMLAnchorElement>;
};

export function TextLink({
  external = false,
  newTabLabel,
  variant = 'inline',
  linkComponent,
  className,
  children,
  ...rest
}: TextLinkProps) {
  const Link = useLinkComponent(linkComponent);
  const externalProps = external ? { target: '_blank', rel: 'noopener noreferrer' } : {};
  return (
    <Link className={cx(styles.link, styles[variant], className)} {...externalProps} {...rest}>
      {children}
      {external && newTabLabel && (
        <>
          {' '}
          <span className="visually-hidden">({newTabLabel})</span>
        </>
      )}
    </Link>
  );
}
