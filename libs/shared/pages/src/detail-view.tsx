import type { ReactNode } from 'react';
import { PageError } from './page-errors';
import { PageLoading } from './page-loading';

type DetailResult<T> = {
  data?: T;
  isError: boolean;
  retry: () => void;
};

export type DetailViewProps<T> = { result: DetailResult<T>; children: (item: T) => ReactNode };

/**
 * A detail route (`/:id/:slug?`) once its loader has read the entry (an unknown id is the route's
 * 404, a missing slug a redirect): the entry, or an error state with a retry when the read failed.
 */
export function DetailView<T>({ result, children }: DetailViewProps<T>) {
  if (result.data) return <>{children(result.data)}</>;
  if (result.isError) return <PageError onRetry={result.retry} />;
  return <PageLoading />;
}
