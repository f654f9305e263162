import { lazy, Suspense, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import { useLocation } from 'react-router';
import { shellMessages } from '../app/shell-messages';
import { useLazyDialogTrigger } from '../layout/lazy-dialog-trigger';
import { Link } from '../layout/links';
import styles from './header-search.module.css';
import { SearchIcon } from './search-icon';

const loadDialog = () => import('./search-dialog');
const SearchDialog = lazy(loadDialog);

/**
 * Search in the header: a button that opens a dialog with the field and the first results (its
 * code and words load on first use). A field in the bar itself does not fit beside six menu
 * entries and the language switch at 1200 px without wrapping them. Before the page's script runs,
 * or without JavaScript, the button is a link to the search page and its plain form.
 */
export function HeaderSearch() {
  const trigger = useRef<HTMLAnchorElement>(null);
  // Open on the page it was opened on: following a result (a navigation) closes it.
  const { key } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === key;
  const { wanted, triggerProps } = useLazyDialogTrigger(loadDialog, () => setOpenOn(key));
  return (
    <>
      <Link ref={trigger} to="/search" className={styles.trigger} {...triggerProps}>
        <SearchIcon />
        <span className={styles.triggerLabel}>
          <FormattedMessage {...shellMessages.searchOpen} />
        </span>
      </Link>
      {wanted && (
        <Suspense fallback={null}>
          <SearchDialog
            open={open}
            onOpenChange={(next) => setOpenOn(next ? key : null)}
            returnFocusTo={trigger}
          />
        </Suspense>
      )}
    </>
  );
}
