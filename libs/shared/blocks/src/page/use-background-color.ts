import { backgroundColorSet, useAppDispatch } from '@site/shared-content';
import { useEffect } from 'react';
import { useLocation } from 'react-router';

/** Applies the CMS page's background; the shell resets it to white on the next route change. */
export function useBackgroundColor(color: string | null | undefined): void {
  const dispatch = useAppDispatch();
  // Keyed by the location too: the shell resets the colour on every route change, so a page with
  // the same colour as the previous one sets it again.
  const { key } = useLocation();
  useEffect(() => {
    if (color) dispatch(backgroundColorSet(color));
  }, [color, dispatch, key]);
}
