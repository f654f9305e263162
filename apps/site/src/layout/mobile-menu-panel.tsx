import type { NavSection } from '@site/shared-routing';
import { Drawer } from '@site/shared-ui';
import { useIntl } from 'react-intl';
import { NavLink } from './links';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-menu.module.css';

export type MobileMenuPanelProps = {
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The phone menu: a side sheet with one collapsible list per domain (loaded when first opened). */
export default function MobileMenuPanel({ sections, open, onOpenChange: setOpen }: MobileMenuPanelProps) {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  return (
    <Drawer
      triggerLabel={t('shell.menu.open')}
      closeLabel={t('shell.menu.close')}
      title={t('shell.menu.title')}
      open={open}
      onOpenChange={setOpen}
    >
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <nav aria-label={t('shell.nav.label')}>
        {sections.map((section) => (
          <details key={section.domain} className={styles.section}>
            <summary className={styles.summary}>{t(section.label)}</summary>
            <ul className={styles.links}>
              {[...section.links, ...section.groups.flatMap((group) => group.links)].map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} className={styles.link} onClick={() => setOpen(false)}>
                    {t(link.label)}
                  </NavLink>
                </li>
              ))}
            </ul>
          </details>
        ))}
      </nav>
    </Drawer>
  );
}
