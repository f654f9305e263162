import { contentApi, useLoadedQuery } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import styles from './sample-content-notice.module.css';

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
    <aside className={styles.notice} aria-label={intl.formatMessage({ id: 'shell.sample.label' })}>
      <p className={styles.text}>{intl.formatMessage({ id: 'shell.sample.text' })}</p>
    </aside>
  );
}
