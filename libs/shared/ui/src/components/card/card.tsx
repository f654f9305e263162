import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../utils/heading';
import { clsx as cx } from 'clsx';
import { useLinkComponent, type LinkComponent } from '../../utils/link';
import styles from './card.module.css';

export type CardProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  headingLevel?: HeadingLevel;
  /** An `<img>` (with width/height) or `<picture>`; its box is reserved by `mediaRatio`. */
  media?: ReactNode;
  mediaRatio?: '16/9' | '4/3' | '1/1' | '3/2';
  /** Small label above the title, e.g. "M-Pesa". */
  eyebrow?: ReactNode;
  /** A Badge, e.g. "New". */
  badge?: ReactNode;
  /** Icon shown above the title when there is no media. */
  icon?: ReactNode;
  children?: ReactNode;
  /** Buttons or links at the bottom; they stay clickable above the whole-card link. */
  action?: ReactNode;
  /**
   * Makes the whole card clickable through ONE link on the title, whose hit area is stretched
   * over the card, so screen readers hear the title once instead of a card-sized link.
   */
  href?: string;
  linkComponent?: LinkComponent;
};

export function Card({
  title,
  headingLevel = 3,
  media,
  mediaRatio = '16/9',
  eyebrow,
  badge,
  icon,
  children,
  action,
  href,
  linkComponent,
  className,
  ...rest
}: CardProps) {
  const Link = useLinkComponent(linkComponent);
  const ratio = { '--card-ratio': mediaRatio.replace('/', ' / ') } as CSSProperties;
  return (
    <article className={cx(styles.card, href && styles.linked, className)} {...rest}>
      {media && (
        <div className={styles.media} style={ratio}>
          {media}
        </div>
      )}
      <div className={styles.body}>
        {icon && <div className={styles.icon}>{icon}</div>}
        {(eyebrow || badge) && (
          <div className={styles.meta}>
            {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
            {badge}
          </div>
        )}
        <Heading level={headingLevel} className={styles.title}>
          {href ? (
            <Link href={href} className={styles.link}>
              {title}
            </Link>
          ) : (
            title
          )}
        </Heading>
        {children && <div className={styles.text}>{children}</div>}
        {action && <div className={styles.action}>{action}</div>}
      </div>
    </article>
  );
}
