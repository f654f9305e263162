import type { NavSection } from '@site/shared-routing';
import { lazy, Suspense, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { shellMessages } from '../app/shell-messages';
import { footerId } from './footer-id';
import { useLazyDialogTrigger } from './lazy-dialog-trigger';
import { LineIcon } from './line-icon';
import styles from './mobile-menu.module.css';

const loadPanel = () => import('./mobile-menu-panel');
const MobileMenuPanel = lazy(loadPanel);

/**
 * The phone menu button. The dialog behind it (Radix, focus trap, scroll lock: ~12 kB) loads on
 * first use, not with the page: most visits never open the menu. Before the page's script runs, or
 * without JavaScript, it is a link to the footer's lists of pages (the search link does the same).
 */
export function MobileMenu({ sections }: { sections: NavSection[] }) {
  const [open, setOpen] = useState(false);
  const { wanted, triggerProps } = useLazyDialogTrigger(loadPanel, () => setOpen(true));
  const placeholder = (
    <a href={`#${footerId}`} className={styles.trigger} {...triggerProps}>
      <MenuIcon />
      <span>
        <FormattedMessage {...shellMessages.menuOpen} />
      </span>
    </a>
  );
  return (
    <div className={styles.root}>
      {wanted ? (
        <Suspense fallback={placeholder}>
          <MobileMenuPanel sections={sections} open={open} onOpenChange={setOpen} />
        </Suspense>
      ) : (
        placeholder
      )}
    </div>
  );
}

function MenuIcon() {
  return (
    <LineIcon>
      <path d="M4 6h16M4 12h16M4 18h16" />
    </LineIcon>
  );
}
