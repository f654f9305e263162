import { clsx as cx } from 'clsx';
import type { ReactNode } from 'react';
import CircleAlert from 'lucide-react/icons/circle-alert';
import styles from './field.module.css';

/** The asterisk is decorative: the control's `required` attribute is what assistive tech reads. */
export function RequiredMarker({ required }: { required?: boolean }) {
  return required ? (
    <span className={styles.required} aria-hidden="true">
      {' *'}
    </span>
  ) : null;
}

export function FieldHint({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={styles.hint}>
      {children}
    </p>
  ) : null;
}

export function FieldError({ id, children }: { id?: string; children?: ReactNode }) {
  return children ? (
    <p id={id} className={styles.error}>
      <CircleAlert aria-hidden="true" className={styles.errorIcon} />
      <span>{children}</span>
    </p>
  ) : null;
}

type FieldShellProps = {
  controlId: string;
  label: ReactNode;
  hint?: ReactNode;
  hintId?: string;
  error?: ReactNode;
  errorId?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
};

/** Label, hint and error stacked above the control, the order people read them in. */
export function FieldShell(props: FieldShellProps) {
  const { controlId, label, hint, hintId, error, errorId, required, className, children } = props;
  return (
    <div className={cx(styles.field, error && styles.invalid, className)}>
      <label htmlFor={controlId} className={styles.label}>
        {label}
        <RequiredMarker required={required} />
      </label>
      <FieldHint id={hintId}>{hint}</FieldHint>
      <FieldError id={errorId}>{error}</FieldError>
      {children}
    </div>
  );
}
