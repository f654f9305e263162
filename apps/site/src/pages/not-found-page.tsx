import { Button, Container, Section } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import styles from './not-found-page.module.css';

/** Every unmatched path (docs/behaviour.md §2): a real page inside the chrome, with ways back in. */
export function NotFoundPage() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Section>
      <Container>
        <div className={styles.box}>
          <p className={styles.code} aria-hidden="true">
            404
          </p>
          <h1>{t('shell.notFound.title')}</h1>
          <p>{t('shell.notFound.text')}</p>
          <div className={styles.actions}>
            <Button href="/">{t('shell.notFound.home')}</Button>
            <Button href="/customer-service" variant="secondary">
              {t('shell.notFound.help')}
            </Button>
          </div>
        </div>
      </Container>
    </Section>
  );
}
