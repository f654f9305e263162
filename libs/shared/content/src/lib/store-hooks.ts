// The one place the plain hooks are typed for the site's store.
// eslint-disable-next-line no-restricted-imports
import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { SiteStore, SiteState } from './site-store';

export type SiteDispatch = SiteStore['dispatch'];

export const useAppDispatch: () => SiteDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<SiteState> = useSelector;
