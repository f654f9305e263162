import { Alert } from '@site/shared-ui';
import type { MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { type FlatError, fieldId, useErrorText } from './field-errors';
import { summaryTitle } from './form-messages';
import styles from './form-error-summary.module.css';

export type FormErrorSummaryProps = {
  formId: string;
  errors: FlatError[];
  /** The visible label of a field by its name ('' when it has none), so each link says which answer to fix. */
  labelFor: (name: string) => string;
};

/**
 * The list of answers to fix, announced when it appears (role="alert"), each a link that moves
 * focus to its field: on a long form on a small screen the first error may be far off.
 */
export function FormErrorSummary({ formId, errors, labelFor }: FormErrorSummaryProps) {
  const intl = useIntl();
  const errorText = useErrorText();
  if (errors.length === 0) return null;
  const focusField = (event: MouseEvent<HTMLAnchorElement>, name: string) => {
    const target = document.getElementById(fieldId(formId, name));
    if (!target) return;
    event.preventDefault();
    target.focus();
    target.scrollIntoView?.({ block: 'center' });
  };
  return (
    <Alert tone="error" live title={intl.formatMessage(summaryTitle, { count: errors.length })}>
      <ul className={styles.list}>
        {errors.map((error) => (
          <li key={error.name}>
            <a href={`#${fieldId(formId, error.name)}`} onClick={(event) => focusField(event, error.name)}>
              {summaryText(labelFor(error.name), errorText({ message: error.code }))}
            </a>
          </li>
        ))}
      </ul>
    </Alert>
  );
}

/**
 * "Label: message"; a label that is a sentence or a question of its own (a consent box's, "Where did
 * you hear about us?") is followed by the message as the next sentence, never by "?:" or ".:".
 */
function summaryText(label: string, message = ''): string {
  const shown = label.trim();
  if (!shown || !message) return shown || message;
  return /[.?!]$/.test(shown) ? `${shown} ${message}` : `${shown}: ${message}`;
}
