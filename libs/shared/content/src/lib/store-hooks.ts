import { useDispatch, useSelector, type TypedUseSelectorHook } from 'react-redux';
import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import type { ThunkDispatch } from '@reduxjs/toolkit';
import { contentApi } from './content-api';
import { pageSlice } from './page-slice';

/** The part of the app state every library may read: the content cache and the page slice. */
export type ContentRootState = {
  [contentApi.reducerPath]: ReturnType<typeof contentApi.reducer>;
  [pageSlice.reducerPath]: ReturnType<typeof pageSlice.reducer>;
};
export type ContentDispatch = ThunkDispatch<ContentRootState, unknown, UnknownAction> & Dispatch;

export const useAppDispatch: () => ContentDispatch = useDispatch;
export const useAppSelector: TypedUseSelectorHook<ContentRootState> = useSelector;
