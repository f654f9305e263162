import {
  backgroundColorSet,
  defaultBackgroundColor,
  selectBackgroundColor,
  selectTitleOverride,
  useAppDispatch,
  useAppSelector,
} from '@site/shared-content';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { brandName } from '../app/config';
import { titleFromPath } from '../app/document-title';
import { clearNavigationMarker, setNavigationMarker } from './navigation-marker';

/** Spec §4 on every route change: document title, background reset, first-load marker. */
export function RouteEffects() {
  const location = useLocation();
  const dispatch = useAppDispatch();
  const background = useAppSelector(selectBackgroundColor);
  const titleOverride = useAppSelector(selectTitleOverride);
  const firstLoad = useRef(true);
  const backgroundRef = useRef(background);
  backgroundRef.current = background;

  useEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      clearNavigationMarker();
    } else {
      setNavigationMarker();
    }
    if (backgroundRef.current !== defaultBackgroundColor) dispatch(backgroundColorSet(null));
  }, [location.key, dispatch]);

  useEffect(() => {
    document.title = titleOverride?.path === location.pathname ? titleOverride.title : titleFromPath(location.pathname, brandName);
  }, [location.pathname, titleOverride]);

  return null;
}
