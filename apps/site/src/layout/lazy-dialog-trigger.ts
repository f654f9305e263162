import { useState, type MouseEvent } from 'react';

/**
 * A header link that opens a dialog whose code loads on first use (the phone menu, search): the code
 * loads when the visitor points at or focuses the link, and a click opens the dialog instead of
 * following the link (which, before the page's script runs, leads where the same job is done).
 * `wanted` turns on at the first click and stays on: from then on the dialog is mounted.
 */
export function useLazyDialogTrigger(load: () => Promise<unknown>, open: () => void) {
  const [wanted, setWanted] = useState(false);
  const triggerProps = {
    'aria-haspopup': 'dialog' as const,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: (event: MouseEvent<HTMLAnchorElement>) => {
      event.preventDefault();
      setWanted(true);
      open();
    },
  };
  return { wanted, triggerProps };
}
