import type { NavLinkItem, NavSection } from '@site/shared-routing';
import { useEffect, useRef } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { shellMessages } from '../app/shell-messages';
import { NavLink } from './links';
import styles from './main-nav.module.css';

/**
 * Desktop menu: one disclosure per domain, its pass-through groups as columns. Native `<details>`
 * sharing one `name` (one open at a time): the menu works from the first paint and without JavaScript;
 * the app adds closing on Escape, on a tap outside and on following a link.
 */
export function MainNav({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  const root = useRef<HTMLElement>(null);
  const closeOpenSection = () => {
    const open = openSectionOf(root.current);
    if (open) open.open = false;
  };
  useEffect(() => {
    const onOutsideOrEscape = (event: Event) => {
      const open = openSectionOf(root.current);
      if (!open) return;
      if (event instanceof KeyboardEvent) {
        if (event.key !== 'Escape') return;
        // Focus inside the closing panel would be lost: it returns to the section's summary.
        if (open.contains(document.activeElement)) open.querySelector('summary')?.focus();
      } else if (root.current?.contains(event.target as Node)) return;
      open.open = false;
    };
    document.addEventListener('keydown', onOutsideOrEscape);
    document.addEventListener('pointerdown', onOutsideOrEscape);
    return () => {
      document.removeEventListener('keydown', onOutsideOrEscape);
      document.removeEventListener('pointerdown', onOutsideOrEscape);
    };
  }, []);

  return (
    <nav ref={root} aria-label={intl.formatMessage(shellMessages.navLabel)} className={styles.nav}>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <MenuSection key={section.domain} section={section} onNavigate={closeOpenSection} />
        ))}
      </ul>
    </nav>
  );
}

/** The sections share one `name`, so at most one is open: the browser keeps that state, not React. */
const openSectionOf = (nav: HTMLElement | null) =>
  nav?.querySelector<HTMLDetailsElement>('details[open]') ?? null;

function MenuSection({ section, onNavigate }: { section: NavSection; onNavigate: () => void }) {
  return (
    <li className={styles.section}>
      <details name="site-menu" className={styles.disclosure}>
        <summary className={styles.trigger}>
          <FormattedMessage {...section.label} />
        </summary>
        <div className={styles.panel}>
          {section.links.length > 0 && <MenuLinks links={section.links} onNavigate={onNavigate} />}
          {section.groups.map((group) => (
            <div key={group.label.id} className={styles.group}>
              <p className={styles.groupTitle}>
                <FormattedMessage {...group.label} />
              </p>
              <MenuLinks links={group.links} onNavigate={onNavigate} />
            </div>
          ))}
        </div>
      </details>
    </li>
  );
}

type MenuLinksProps = {
  links: NavLinkItem[];
  onNavigate: () => void;
};

function MenuLinks({ links, onNavigate }: MenuLinksProps) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} className={styles.link} onClick={onNavigate}>
            <FormattedMessage {...link.label} />
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
