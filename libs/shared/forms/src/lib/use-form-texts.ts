import { useCallback } from 'react';
import { useIntl } from 'react-intl';

/** A form's own texts, `<prefix>.<id>` (e.g. `business.form` → `business.form.label`). */
export function useFormTexts(prefix: string) {
  const intl = useIntl();
  return useCallback(
    (id: string, values?: Record<string, string | number>) =>
      intl.formatMessage({ id: `${prefix}.${id}` }, values),
    [intl, prefix],
  );
}
