import type { ReactNode, Ref, SelectHTMLAttributes } from 'react';
import ChevronDown from 'lucide-react/icons/chevron-down';
import { clsx as cx } from 'clsx';
import { FieldShell } from '../field/field-parts';
import { useFieldControl } from '../field/use-field-control';
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
export function Select({ options, placeholder, defaultValue, ...props }: SelectProps) {
  const { field, control, rest } = useFieldControl(props);
  // A disabled placeholder is skipped by the browser's default choice, so select it explicitly.
  const initial = defaultValue ?? (placeholder !== undefined && rest.value === undefined ? '' : undefined);
  return (
    <FieldShell {...field}>
      <span className={styles.wrap}>
        <select
          {...control}
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
