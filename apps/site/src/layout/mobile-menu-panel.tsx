import type { NavSection } from '@site/shared-routing';
import { Drawer } from '@site/shared-ui';
import { defineMessages, FormattedMessage, useIntl } from 'react-intl';
import { shellMessages } from '../app/shell-messages';
import { NavLink } from './links';
import { LanguageSwitch } from './language-switch';
import styles from './mobile-menu.module.css';

const messages = defineMessages({
  close: {
    id: 'shell.menu.close',
    defaultMessage: 'Close menu',
    description: 'Name of the × button that closes the menu on phones (read by screen readers)',
  },
  title: {
    id: 'shell.menu.title',
    defaultMessage: 'Menu',
    description: 'Title at the top of the menu opened on phones; one short word',
  },
});

export type MobileMenuPanelProps = {
  sections: NavSection[];
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/** The phone menu: a side sheet with one collapsible list per domain (loaded when first opened). */
export default function MobileMenuPanel({ sections, open, onOpenChange: setOpen }: MobileMenuPanelProps) {
  const intl = useIntl();
  return (
    <Drawer
      triggerLabel={intl.formatMessage(shellMessages.menuOpen)}
      closeLabel={intl.formatMessage(messages.close)}
      title={intl.formatMessage(messages.title)}
      open={open}
      onOpenChange={setOpen}
    >
      <div className={styles.language}>
        <LanguageSwitch />
      </div>
      <nav aria-label={intl.formatMessage(shellMessages.navLabel)}>
        {sections.map((section) => (
          <details key={section.domain} className={styles.section}>
            <summary className={styles.summary}>
              <FormattedMessage {...section.label} />
            </summary>
            <ul className={styles.links}>
              {linksOf(section).map((link) => (
                <li key={link.path}>
                  <NavLink to={link.path} className={styles.link} onClick={() => setOpen(false)}>
                    <FormattedMessage {...link.label} />
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

/**
 * A domain's links in one list, each page once: a page in two of its groups (docs/behaviour.md §2)
 * is in the header's menu under both group titles, which this list does not show.
 */
const linksOf = (section: NavSection) => {
  const all = [...section.links, ...section.groups.flatMap((group) => group.links)];
  return all.filter((link, i) => all.findIndex((other) => other.path === link.path) === i);
};
