import { backgroundColorSet, useAppDispatch } from '@site/shared-content';
import { useEffect } from 'react';

/** Applies the CMS page's background; the shell resets it to white on the next route change. */
export function useBackgroundColor(color: string | null | undefined): void {
  const dispatch = useAppDispatch();
  useEffect(() => {
    if (color) dispatch(backgroundColorSet(color));
  }, [color, dispatch]);
}
