import type { SVGProps } from 'react';
import { useId } from 'react';
import { clsx as cx } from 'clsx';
import styles from './logo.module.css';

export type LogoProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** Accessible name, e.g. "Vodacom Tanzania – home" when the logo is the home link. */
  label: string;
  /** `inverse` draws a white disc with a red mark and a white wordmark, for red backgrounds. */
  tone?: 'default' | 'inverse';
  /** Mark only (favicons, tight headers). */
  markOnly?: boolean;
  /** Rendered height in px; the width follows from the viewBox. */
  height?: number;
};

/** The drawn wordmark: a brand name, the same in every language (docs/glossary.md). */
const wordmark = 'Vodacom';

/*
 * Original mark: a disc holding a speech mark drawn as a round head with a tail that sweeps down
 * and left, i.e. a voice/conversation. The wordmark is SVG text with a fixed textLength so its
 * width does not depend on which system font the phone has.
 */
export function Logo({
  label,
  tone = 'default',
  markOnly = false,
  height = 40,
  className,
  ...rest
}: LogoProps) {
  const titleId = useId();
  const width = markOnly ? 48 : 184;
  // Inside a link that names itself, the logo is decoration: no title, or its text would join the
  // link's visible text and no longer match the link's name (WCAG 2.5.3).
  const decorative = rest['aria-hidden'] === true || rest['aria-hidden'] === 'true';
  return (
    <svg
      viewBox={`0 0 ${width} 48`}
      height={height}
      width={(height * width) / 48}
      role={decorative ? undefined : 'img'}
      aria-labelledby={decorative ? undefined : titleId}
      className={cx(styles.logo, tone === 'inverse' && styles.inverse, className)}
      {...rest}
    >
      {!decorative && <title id={titleId}>{label}</title>}
      <circle className={styles.disc} cx="24" cy="24" r="24" />
      <path
        className={styles.mark}
        d="M27 10.5a9.5 9.5 0 1 1-5.6 17.2c-1.7 3.6-4.6 6.6-8.4 8.8 1.9-3.5 2.9-7.4 3-11.6v-.9A9.5 9.5 0 0 1 27 10.5Z"
      />
      {!markOnly && (
        <text
          className={styles.wordmark}
          x="58"
          y="34"
          textLength="124"
          lengthAdjust="spacingAndGlyphs"
          aria-hidden="true"
        >
          {wordmark}
        </text>
      )}
    </svg>
  );
}
