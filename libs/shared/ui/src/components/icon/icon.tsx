import type { SVGProps } from 'react';
import { clsx as cx } from 'clsx';
import { iconMap, isIconName, type IconName } from './icon-map';
import styles from './icon.module.css';

export type IconProps = Omit<SVGProps<SVGSVGElement>, 'ref'> & {
  /** One of the mapped names; CMS strings are accepted and unknown ones render nothing. */
  name: IconName | (string & {});
  /** Accessible name; without it the icon is decorative and hidden from assistive tech. */
  label?: string;
  size?: number;
};

export function Icon({ name, label, size = 24, className, ...rest }: IconProps) {
  if (!isIconName(name)) return null;
  const Glyph = iconMap[name];
  const a11y = label
    ? { role: 'img', 'aria-label': label, 'aria-hidden': undefined }
    : { 'aria-hidden': true as const };
  return (
    <Glyph
      width={size}
      height={size}
      strokeWidth={2}
      focusable="false"
      className={cx(styles.icon, className)}
      {...rest}
      {...a11y}
    />
  );
}
