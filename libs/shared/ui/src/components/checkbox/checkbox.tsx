import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { clsx as cx } from 'clsx';
import { FieldError, FieldHint, RequiredMarker } from '../field/field-parts';
import { useFieldControl } from '../field/use-field-control';
import styles from './checkbox.module.css';

export type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLInputElement>;
};

/** A native checkbox with a large box; the whole label row is the tap target. */
export function Checkbox(props: CheckboxProps) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <div className={cx(styles.checkbox, field.className)}>
      <div className={styles.row}>
        <input {...control} type="checkbox" className={styles.input} {...rest} />
        <label htmlFor={field.controlId} className={styles.label}>
          {field.label}
          <RequiredMarker required={field.required} />
        </label>
      </div>
      <div className={styles.messages}>
        <FieldHint id={field.hintId}>{field.hint}</FieldHint>
        <FieldError id={field.errorId}>{field.error}</FieldError>
      </div>
    </div>
  );
}
