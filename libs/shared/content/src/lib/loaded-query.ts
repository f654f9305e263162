import { skipToken, type SkipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch } from './store-hooks';

/** What of an RTK Query endpoint a page uses (every content endpoint has it). */
type LoadedEndpoint<A, R> = {
  Types: { QueryArg: A; ResultType: R };
  useQueryState: (args: A | SkipToken) => { currentData?: unknown; isError: boolean; error?: unknown };
  useQuerySubscription: (args: A | SkipToken, options: { skip: boolean }) => unknown;
  initiate: (args: A, options: { forceRefetch: boolean; subscribe: boolean }) => unknown;
};

/**
 * A read the route's loader has made, seen from a page or a block (docs/adr/0009). It subscribes, so
 * the entry stays cached while shown, but never while the entry is in error: RTK Query would read a
 * failed entry again on mount, costing a second CMS request for every failure and, for a CMS that does
 * not answer, a second timeout before the visitor sees the error state. `retry` reads it again.
 * Without a loader (a story, a test) the subscription makes the read. `data` is the data of these
 * arguments only (`currentData`): the previous page never shows while the next one loads. `skipped`:
 * nothing was asked (`skipToken`).
 */
export function useLoadedQuery<A, R>(endpoint: LoadedEndpoint<A, R>, args: A | SkipToken) {
  const state = endpoint.useQueryState(args);
  endpoint.useQuerySubscription(args, { skip: state.isError });
  const dispatch = useAppDispatch();
  const retry = () => {
    if (args !== skipToken)
      void dispatch(endpoint.initiate(args, { forceRefetch: true, subscribe: false }) as never);
  };
  return {
    data: state.currentData as R | undefined,
    isError: state.isError,
    error: state.error,
    retry,
    skipped: args === skipToken,
  };
}

/**
 * A domain's hook of one of its endpoints, as its pages and blocks read it: `useLoadedQuery`'s rule
 * instead of the hook RTK Query generates, which reads a failed entry again on mount (ADR 0009).
 */
export function loadedQueryHook<A, R>(endpoint: LoadedEndpoint<A, R>) {
  return function useLoaded(args: A | SkipToken) {
    return useLoadedQuery(endpoint, args);
  };
}
