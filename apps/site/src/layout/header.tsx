import type { NavSection } from '@site/shared-routing';
import { Logo, useHydratedMark } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { brandName } from '../app/config';
import { HeaderSearch } from '../search/header-search';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

export function Header({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  // Its menu and search dialog work once the app runs; before that the search is a plain link.
  const hydratedMark = useHydratedMark();
  return (
    <header className={styles.header} {...hydratedMark}>
      <div className={styles.bar}>
        <Link
          to="/"
          className={styles.home}
          aria-label={intl.formatMessage({ id: 'shell.home' }, { brand: brandName })}
        >
          <Logo label={brandName} height={36} aria-hidden="true" />
        </Link>
        <MainNav sections={sections} />
        <div className={styles.tools}>
          <HeaderSearch />
          <div className={styles.desktopOnly}>
            <LanguageSwitch />
          </div>
          <MobileMenu sections={sections} />
        </div>
      </div>
    </header>
  );
}
