import type { FieldsetHTMLAttributes, ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import { FieldError, FieldHint, RequiredMarker } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import styles from './fieldset.module.css';

export type FieldsetProps = FieldsetHTMLAttributes<HTMLFieldSetElement> & {
  legend: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  /** Shows the required marker on the legend (the controls inside carry `required`). */
  required?: boolean;
  /** A bigger legend when the fieldset is a whole form step ("Your details"). */
  legendSize?: 'md' | 'lg';
  children: ReactNode;
};

/** Groups related controls (an address, a set of radios) under one legend. */
export function Fieldset({
  legend,
  hint,
  error,
  required,
  legendSize = 'md',
  className,
  children,
  id,
  'aria-describedby': describedByProp,
  ...rest
}: FieldsetProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });
  return (
    <fieldset
      id={id}
      className={cx(styles.fieldset, error ? styles.invalid : undefined, className)}
      aria-describedby={ids.describedBy}
      {...rest}
    >
      <legend className={cx(styles.legend, styles[legendSize])}>
        {legend}
        <RequiredMarker required={required} />
      </legend>
      <FieldHint id={ids.hintId}>{hint}</FieldHint>
      <FieldError id={ids.errorId}>{error}</FieldError>
      <div className={styles.content}>{children}</div>
    </fieldset>
  );
}
