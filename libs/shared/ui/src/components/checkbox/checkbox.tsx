import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { FieldError, FieldHint, RequiredMarker } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with a large box; the whole label row is the tap target. */
export function Checkbox({
  label,
  hint,
  error,
  id,
  className,
  required,
  'aria-describedby': describedByProp,
  ...rest
}: CheckboxProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });
  return (
    <div className={cx(styles.checkbox, className)}>
      <div className={styles.row}>
        <input
          id={ids.controlId}
          type="checkbox"
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={styles.input}
          {...rest}
        />
        <label htmlFor={ids.controlId} className={styles.label}>
          {label}
          <RequiredMarker required={required} />
        </label>
      </div>
      <div className={styles.messages}>
        <FieldHint id={ids.hintId}>{hint}</FieldHint>
        <FieldError id={ids.errorId}>{error}</FieldError>
      </div>
    </div>
  );
}
