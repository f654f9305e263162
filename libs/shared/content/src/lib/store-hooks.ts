// The one place the plain hooks are typed for the site's store.
// eslint-disable-next-line no-restricted-imports -- everything else uses these typed ones
import { useDispatch, useSelector } from 'react-redux';
import type { SiteDispatch, SiteState } from './site-store';

export const useAppDispatch = useDispatch.withTypes<SiteDispatch>();
export const useAppSelector = useSelector.withTypes<SiteState>();
