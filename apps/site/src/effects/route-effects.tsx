import { useAppSelector } from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { useRouteHandles } from '@site/shared-routing';
import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useParams } from 'react-router';
import { brandName } from '../app/config';
import { pageTitle } from '../app/document-title';
import { clearNavigationMarker, setNavigationMarker } from './navigation-marker';

/** docs/behaviour.md §4 on every route change: document title and the first-load marker. */
export function RouteEffects() {
  const location = useLocation();
  const handles = useRouteHandles();
  const params = useParams();
  const { locale } = useLanguage();
  const title = useAppSelector((state) =>
    pageTitle({
      pathname: location.pathname,
      handle: handles.at(-1),
      params,
      locale,
      state,
      brand: brandName,
    }),
  );
  const firstLoad = useRef(true);

  useLayoutEffect(() => {
    if (firstLoad.current) {
      firstLoad.current = false;
      clearNavigationMarker();
    } else {
      setNavigationMarker();
    }
  }, [location.key]);

  useEffect(() => {
    document.title = title;
  }, [title]);

  return null;
}
