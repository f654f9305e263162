import type { NavSection } from '@site/shared-routing';
import { headerEnd } from '@site/shared-server-contract';
import { HydrateWhenVisible, Logo, markHydrated } from '@site/shared-ui';
import { useMemo } from 'react';
import { defineMessage, useIntl } from 'react-intl';
import { Link } from './links';
import { brandName } from '../app/config';
import { HeaderSearch } from '../search/header-search';
import styles from './header.module.css';
import { LanguageSwitch } from './language-switch';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';

const homeLabel = defineMessage<{ brand: string }>({
  id: 'shell.home',
  defaultMessage: '{brand}, home page',
  description:
    "Name of the logo link to the home page (read by screen readers): {brand} is the company's name",
});

export function Header({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  // Its search and phone menu open dialogs once the app runs; before that both are links (to the
  // search page, to the footer's pages), and the desktop menu's sections open natively.
  // The desktop menu is two fifths of every page's elements and is not shown on a phone: a part of
  // its own, hydrated when it shows (never at a phone's start), one element while the sections stay.
  const desktopMenu = useMemo(
    () => (
      <HydrateWhenVisible>
        <MainNav sections={sections} />
      </HydrateWhenVisible>
    ),
    [sections],
  );
  return (
    <header className={styles.header} ref={markHydrated}>
      <div className={styles.bar}>
        <Link to="/" className={styles.home} aria-label={intl.formatMessage(homeLabel, { brand: brandName })}>
          <Logo label={brandName} height={36} aria-hidden="true" />
        </Link>
        {desktopMenu}
        <div className={styles.tools}>
          <HeaderSearch />
          <div className={styles.desktopOnly}>
            <LanguageSwitch />
          </div>
          <MobileMenu sections={sections} />
        </div>
      </div>
      {/* A page without blocks is painted from here on (the server's document). */}
      <span id={headerEnd} hidden />
    </header>
  );
}
