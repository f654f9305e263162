import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import fieldStyles from '../field/field.module.css';
import styles from './text-field.module.css';

export type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'size'> & {
  label: ReactNode;
  hint?: ReactNode;
  /** Error message; also sets aria-invalid. */
  error?: ReactNode;
  /** Shorter input for short answers (PIN, amount). */
  width?: 'full' | 'short';
  /** React 19 passes `ref` as a prop, so `{...register('phone')}` from react-hook-form just works. */
  ref?: Ref<HTMLInputElement>;
};

export function TextField({
  label,
  hint,
  error,
  width = 'full',
  id,
  className,
  required,
  type = 'text',
  'aria-describedby': describedByProp,
  ...rest
}: TextFieldProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <input
        id={ids.controlId}
        type={type}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx(fieldStyles.control, width === 'short' && styles.short)}
        {...rest}
      />
    </FieldShell>
  );
}
