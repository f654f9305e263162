import {
  backgroundColorSet,
  defaultBackgroundColor,
  selectBackgroundColor,
  selectTitleOverride,
  useAppDispatch,
  useAppSelector,
  type ContentRootState,
} from '@site/shared-content';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useStore } from 'react-redux';
import { useLocation } from 'react-router';
import { brandName } from '../app/config';
import { titleFromPath } from '../app/document-title';
import { clearNavigationMarker, setNavigationMarker } from './navigation-marker';

/** Spec §4 on every route change: document title, background reset, first-load marker. */
export function RouteEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const store = useStore<ContentRootState>();
  const titleOverride = useAppSelector(selectTitleOverride);
  const firstLoad = useRef(true);

  // A layout effect runs before the new page's own (passive) effects, so the reset never wipes the
  // colour the new page sets when its content is already cached.
  useLayoutEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      clearNavigationMarker();
    } else {
      setNavigationMarker();
    }
    // Read at the change, not subscribed: a colour set by the new page must not re-run this.
    if (selectBackgroundColor(store.getState()) !== defaultBackgroundColor)
      dispatch(backgroundColorSet(null));
  }, [location.key, dispatch, store]);

  useEffect(() => {
    document.title =
      titleOverride?.path === location.pathname
        ? titleOverride.title
        : titleFromPath(location.pathname, brandName);
  }, [location.pathname, titleOverride]);

  return null;
}
