import type { ReactNode, Ref, TextareaHTMLAttributes } from 'react';
import { clsx as cx } from 'clsx';
import { FieldShell } from '../field/field-parts';
import { useFieldControl } from '../field/use-field-control';
import fieldStyles from '../field/field.module.css';
import styles from './text-area.module.css';

export type TextAreaProps = TextareaHTMLAttributes<HTMLTextAreaElement> & {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  ref?: Ref<HTMLTextAreaElement>;
};

export function TextArea({ rows = 5, ...props }: TextAreaProps) {
  const { field, control, rest } = useFieldControl(props);
  return (
    <FieldShell {...field}>
      <textarea {...control} rows={rows} className={cx(fieldStyles.control, styles.textarea)} {...rest} />
    </FieldShell>
  );
}
