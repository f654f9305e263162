import { formHoneypot } from '@site/shared-server-contract';
import { useId } from 'react';
import { FormattedMessage } from 'react-intl';
import { formNoteMessages } from './form-messages';
import styles from './honeypot-field.module.css';

/**
 * A trap for bots: off-screen, hidden from assistive tech and out of the tab order, so people
 * never fill it, while form-filling bots do; the CMS then pretends success and stores nothing.
 */
export function HoneypotField() {
  const id = useId();
  return (
    <div className={styles.trap} aria-hidden="true">
      <label htmlFor={id}>
        <FormattedMessage {...formNoteMessages.honeypot} />
      </label>
      <input id={id} type="text" name={formHoneypot} tabIndex={-1} autoComplete="off" defaultValue="" />
    </div>
  );
}
