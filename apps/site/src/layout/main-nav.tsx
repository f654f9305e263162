import type { NavLinkItem, NavSection } from '@site/shared-routing';
import { useEffect, useId, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { NavLink } from 'react-router';
import styles from './main-nav.module.css';

/** Desktop menu: one disclosure per domain, its pass-through groups as columns. */
export function MainNav({ sections }: { sections: NavSection[] }) {
  const intl = useIntl();
  const [open, setOpen] = useState<string | null>(null);
  const root = useRef<HTMLElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (event: Event) => {
      if (
        event instanceof KeyboardEvent
          ? event.key === 'Escape'
          : !root.current?.contains(event.target as Node)
      )
        setOpen(null);
    };
    document.addEventListener('keydown', close);
    document.addEventListener('pointerdown', close);
    return () => {
      document.removeEventListener('keydown', close);
      document.removeEventListener('pointerdown', close);
    };
  }, [open]);

  return (
    <nav ref={root} aria-label={intl.formatMessage({ id: 'shell.nav.label' })} className={styles.nav}>
      <ul className={styles.sections}>
        {sections.map((section) => (
          <MenuSection
            key={section.domain}
            section={section}
            open={open === section.domain}
            onToggle={(next) => setOpen(next ? section.domain : null)}
            onNavigate={() => setOpen(null)}
          />
        ))}
      </ul>
    </nav>
  );
}

type MenuSectionProps = {
  section: NavSection;
  open: boolean;
  onToggle: (open: boolean) => void;
  onNavigate: () => void;
};

function MenuSection({ section, open, onToggle, onNavigate }: MenuSectionProps) {
  const intl = useIntl();
  const panelId = useId();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <li className={styles.section}>
      <button
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onToggle(!open)}
      >
        {t(section.label)}
      </button>
      <div id={panelId} className={styles.panel} hidden={!open}>
        {section.links.length > 0 && <MenuLinks links={section.links} label={t} onNavigate={onNavigate} />}
        {section.groups.map((group) => (
          <div key={group.label} className={styles.group}>
            <p className={styles.groupTitle}>{t(group.label)}</p>
            <MenuLinks links={group.links} label={t} onNavigate={onNavigate} />
          </div>
        ))}
      </div>
    </li>
  );
}

type MenuLinksProps = {
  links: NavLinkItem[];
  label: (id: string) => string;
  onNavigate: () => void;
};

function MenuLinks({ links, label, onNavigate }: MenuLinksProps) {
  return (
    <ul className={styles.links}>
      {links.map((link) => (
        <li key={link.path}>
          <NavLink to={link.path} end className={styles.link} onClick={onNavigate}>
            {label(link.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
