import type { InputHTMLAttributes, ReactNode, Ref } from 'react';
import { clsx as cx } from 'clsx';
import { FieldShell } from '../field/field-parts';
import { useFieldControl } from '../field/use-field-control';
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

export function TextField({ width = 'full', type = 'text', ...props }: TextFieldProps) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <FieldShell {...field}>
      <input
        {...control}
        type={type}
        className={cx(fieldStyles.control, width === 'short' && styles.short)}
        {...rest}
      />
    </FieldShell>
  );
}
