import { contentApi, useLoadedQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { defineMessages, useIntl } from 'react-intl';
import styles from './sample-content-notice.module.css';

const messages = defineMessages({
  label: {
    id: 'shell.sample.label',
    defaultMessage: 'Sample content',
    description:
      'Name of the notice under the header on every page that says the site shows sample content (read by screen readers)',
  },
  text: {
    id: 'shell.sample.text',
    defaultMessage:
      'This site shows sample content: people, figures, results and contact details are examples, not published facts.',
    description: 'The notice under the header on every page while the site shows sample content',
  },
});

/**
 * While the CMS's "sample content" switch is on (seed in sample mode), every page says so: a small,
 * labelled landmark above the header, read in the visitor's language, never announced as an alert.
 */
export function SampleContentNotice() {
  const { locale } = useLanguage();
  const intl = useIntl();
  const { data } = useLoadedQuery(contentApi.endpoints.getSidebar, { locale });
  if (!data?.sampleContent) return null;
  return (
    <aside className={styles.notice} aria-label={intl.formatMessage(messages.label)}>
      <p className={styles.text}>{intl.formatMessage(messages.text)}</p>
    </aside>
  );
}
