import type { CSSProperties, HTMLAttributes, ReactNode } from 'react';
import { Heading, type HeadingLevel } from '../../utils/heading';
import { clsx as cx } from 'clsx';
import styles from './hero.module.css';

export type HeroTheme = 'red' | 'white' | 'grey';

export type HeroProps = Omit<HTMLAttributes<HTMLElement>, 'title'> & {
  title: ReactNode;
  /** h1 by default: the hero usually carries the page's one h1. */
  titleLevel?: HeadingLevel;
  eyebrow?: ReactNode;
  text?: ReactNode;
  /** An `<img>`/`<picture>`; `imageWidth`/`imageHeight` reserve its box so nothing jumps on load. */
  image?: ReactNode;
  imageWidth?: number;
  imageHeight?: number;
  /** Buttons; use `variant="inverse"` on the red theme. */
  actions?: ReactNode;
  theme?: HeroTheme;
};

export function Hero({
  title,
  titleLevel = 1,
  eyebrow,
  text,
  image,
  imageWidth = 4,
  imageHeight = 3,
  actions,
  theme = 'red',
  className,
  ...rest
}: HeroProps) {
  const ratio = { '--hero-ratio': `${imageWidth} / ${imageHeight}` } as CSSProperties;
  return (
    <section className={cx(styles.hero, styles[theme], className)} {...rest}>
      <div className={cx(styles.inner, image ? styles.withImage : undefined)}>
        <div className={styles.copy}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <Heading level={titleLevel} className={styles.title}>
            {title}
          </Heading>
          {text && <div className={styles.text}>{text}</div>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {image && (
          <div className={styles.image} style={ratio}>
            {image}
          </div>
        )}
      </div>
    </section>
  );
}
