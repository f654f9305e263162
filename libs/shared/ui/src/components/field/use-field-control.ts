import type { ReactNode } from 'react';
import { useFieldIds } from './use-field-ids';

type FieldProps = {
  label: ReactNode;
  hint?: ReactNode;
  error?: ReactNode;
  id?: string;
  className?: string;
  required?: boolean;
  'aria-describedby'?: string;
};

/**
 * Splits a labelled control's props three ways: what its field shows around it (`field`), the
 * attributes that tie the control to that label, hint and error (`control`), and the rest, which
 * the control receives last so callers can still override.
 */
export function useFieldControl<P extends FieldProps>(props: P) {
  const { label, hint, error, id, className, required, 'aria-describedby': describedBy, ...rest } = props;
  const ids = useFieldIds({ id, hint, error, describedBy });
  return {
    field: { ...ids, label, hint, error, required, className },
    control: {
      id: ids.controlId,
      required,
      'aria-invalid': ids.invalid || undefined,
      'aria-describedby': ids.describedBy,
    },
    rest,
  };
}
