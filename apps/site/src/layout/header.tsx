import type { NavSection } from '@site/shared-routing';
import { Logo, markHydrated } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { Link } from './links';
import { brandName } from '../app/config';
import { HeaderSearch } from '../search/header-search';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

export function Header({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  // Its search and phone menu open dialogs once the app runs; before that both are links (to the
  // search page, to the footer's pages), and the desktop menu's sections open natively.
  return (
    <header className={styles.header} ref={markHydrated}>
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
