import type { ButtonHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import LoaderCircle from 'lucide-react/icons/loader-circle';
import { clsx as cx } from 'clsx';
import { useLinkComponent, type LinkComponent } from '../../utils/link';
import styles from './button.module.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'inverse';

type BaseProps = {
  variant?: ButtonVariant;
  size?: 'md' | 'lg';
  fullWidth?: boolean;
  /** Shows a spinner and sets aria-busy; the button keeps focus and ignores clicks meanwhile. */
  loading?: boolean;
  /** Decorative icon placed after the label (e.g. an arrow). */
  icon?: ReactNode;
  children: ReactNode;
};

export type ButtonProps = BaseProps &
  Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'children'> & {
    /** When set, renders a link styled as a button. */
    href?: string;
    /** Router link for `href` (defaults to the LinkProvider's, then `<a>`). */
    linkComponent?: LinkComponent;
    /** Link-only attributes, used when `href` is set. */
    target?: string;
    rel?: string;
    /** The `<button>` or, with `href`, the `<a>`. */
    ref?: Ref<HTMLButtonElement | HTMLAnchorElement>;
  };

export function Button({
  variant = 'primary',
  size = 'md',
  fullWidth = false,
  loading = false,
  icon,
  children,
  href,
  linkComponent,
  className,
  type = 'button',
  onClick,
  ref,
  target,
  rel,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  const Link = useLinkComponent(linkComponent);
  const classes = cx(
    styles.button,
    styles[variant],
    styles[size],
    fullWidth && styles.fullWidth,
    loading && styles.loading,
    className,
  );
  const content = (
    <>
      {loading && <LoaderCircle className={styles.spinner} aria-hidden="true" />}
      <span className={styles.label}>{children}</span>
      {icon && !loading && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
    </>
  );

  if (href !== undefined) {
    return (
      <Link
        href={href}
        ref={ref as Ref<HTMLAnchorElement>}
        target={target}
        rel={rel}
        id={rest.id}
        title={rest.title}
        aria-label={rest['aria-label']}
        aria-describedby={rest['aria-describedby']}
        className={classes}
        aria-busy={loading || undefined}
      >
        {content}
      </Link>
    );
  }

  // aria-disabled instead of disabled while loading: a disabled button drops keyboard focus.
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (loading) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  return (
    <button
      ref={ref as Ref<HTMLButtonElement>}
      type={type}
      className={classes}
      {...rest}
      aria-busy={loading || undefined}
      aria-disabled={loading || ariaDisabled || undefined}
      onClick={handleClick}
    >
      {content}
    </button>
  );
}
