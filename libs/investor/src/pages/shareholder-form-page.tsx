import { ContentPage, usePageArgs } from '@site/shared-pages';
import { Container, Logo } from '@site/shared-ui';
import { useGetInvestorPageQuery } from '../api/investor-api';
import styles from './shareholder-form-page.module.css';

/** `/shareholder-form`: standalone (no site chrome), its intro and form from the CMS. */
export default function ShareholderFormPage() {
  const page = useGetInvestorPageQuery(usePageArgs());
  return (
    <div className={styles.page}>
      <Container>
        <div className={styles.brand}>
          {/* eslint-disable-next-line formatjs/no-literal-string-in-jsx -- the company's name stays in every language (docs/glossary.md) */}
          <Logo label="Vodacom Tanzania PLC" height={32} />
        </div>
      </Container>
      <ContentPage page={page} />
    </div>
  );
}
