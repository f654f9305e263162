import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { cx } from '../../utils/cx';
import { FieldShell } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import fieldStyles from '../field/field.module.css';
import styles from './select.module.css';

export type SelectOption = { value: string; label: string; disabled?: boolean };

export type SelectProps = SelectHTMLAttributes<HTMLSelectElement> & {
  label: ReactNode;
  options: SelectOption[];
  /** First, empty choice such as "Choose a region"; it cannot be re-selected. */
  placeholder?: string;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLSelectElement>;
};

/** A native select: the phone's own picker is the most usable one on small Android screens. */
export function Select({
  label,
  options,
  placeholder,
  hint,
  error,
  id,
  className,
  required,
  defaultValue,
  'aria-describedby': describedByProp,
  ...rest
}: SelectProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });
  // A disabled placeholder is skipped by the browser's default choice, so select it explicitly.
  const initial = defaultValue ?? (placeholder !== undefined && rest.value === undefined ? '' : undefined);
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <span className={styles.wrap}>
        <select
          id={ids.controlId}
          required={required}
          aria-invalid={ids.invalid || undefined}
          aria-describedby={ids.describedBy}
          className={cx(fieldStyles.control, styles.select)}
          defaultValue={initial}
          {...rest}
        >
          {placeholder !== undefined && (
            <option value="" disabled>
              {placeholder}
            </option>
          )}
          {options.map((option) => (
            <option key={option.value} value={option.value} disabled={option.disabled}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDown className={styles.chevron} aria-hidden="true" />
      </span>
    </FieldShell>
  );
}
