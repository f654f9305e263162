import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { ReactNode } from 'react';
import { PageError } from './page-errors';
import { PageLoading } from './page-loading';

type DetailResult<T> = {
  currentData?: T;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
};

export type DetailViewProps<T> = { result: DetailResult<T>; children: (item: T) => ReactNode };

/**
 * A detail route (`/:id/:slug?`) once its loader has read the entry (an unknown id is the route's
 * 404, a missing slug a redirect): the entry, or an error state with a retry when the read failed.
 */
export function DetailView<T>({ result, children }: DetailViewProps<T>) {
  if (result.currentData) return <>{children(result.currentData)}</>;
  if (result.isError) return <PageError onRetry={() => void result.refetch()} />;
  return <PageLoading />;
}
