import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { cx } from '../../utils/cx';
import { FieldShell } from '../field/field-parts';
import { useFieldIds } from '../field/use-field-ids';
import fieldStyles from '../field/field.module.css';
import styles from './text-area.module.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({
  label,
  hint,
  error,
  id,
  className,
  required,
  rows = 5,
  'aria-describedby': describedByProp,
  ...rest
}: TextAreaProps) {
  const ids = useFieldIds({ id, hint, error, describedBy: describedByProp });
  return (
    <FieldShell {...ids} label={label} hint={hint} error={error} required={required} className={className}>
      <textarea
        id={ids.controlId}
        rows={rows}
        required={required}
        aria-invalid={ids.invalid || undefined}
        aria-describedby={ids.describedBy}
        className={cx(fieldStyles.control, styles.textarea)}
        {...rest}
      />
    </FieldShell>
  );
}
