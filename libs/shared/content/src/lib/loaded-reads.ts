import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { contentApi, type ItemArgs, type ListArgs, type PageArgs, type PagedList } from './content-api';
import type { PageContent } from '../types/content';
import { useAppDispatch } from './store-hooks';

/**
 * A read the route's loader has just made, seen from the page. The page subscribes (so the entry
 * stays cached while shown) but never re-reads a failed entry on mount: RTK Query would, costing a
 * second CMS read for every failure and, for a CMS that does not answer, a second timeout before the
 * visitor sees the retry. `retry` reads it again.
 */
function loadedRead<A, R>(endpoint: {
  useQueryState: (args: A | SkipToken) => { currentData?: R; isError: boolean; error?: unknown };
  useQuerySubscription: (args: A | SkipToken, options: { skip: boolean }) => unknown;
  initiate: (args: A, options: { forceRefetch: boolean; subscribe: boolean }) => unknown;
}) {
  return function useLoaded(args: A | SkipToken) {
    const state = endpoint.useQueryState(args);
    endpoint.useQuerySubscription(args, { skip: state.isError });
    const dispatch = useAppDispatch();
    const retry = () => {
      if (args === skipToken) return;
      dispatch(endpoint.initiate(args, { forceRefetch: true, subscribe: false }) as never);
    };
    return { currentData: state.currentData, isError: state.isError, error: state.error, retry };
  };
}

export const useLoadedPage = loadedRead<PageArgs, PageContent>(contentApi.endpoints.getPage);
export const useLoadedItem = loadedRead<ItemArgs, unknown>(contentApi.endpoints.getItem);
export const useLoadedList = loadedRead<ListArgs, PagedList>(contentApi.endpoints.getList);
