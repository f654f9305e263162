import {
  documentTitleSet,
  isNotFound,
  slugify,
  useAppDispatch,
  type ListCollection,
} from '@site/shared-content';
import type { SerializedError } from '@reduxjs/toolkit';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { useEffect, type ReactNode } from 'react';
import { Navigate, useLocation, useParams } from 'react-router';
import { ItemNotFound, PageError } from './page-errors';
import { PageLoading } from './page-loading';

type DetailResult<T> = {
  currentData?: T;
  isError: boolean;
  error?: FetchBaseQueryError | SerializedError;
  refetch: () => unknown;
};

export type DetailViewProps<T extends { title?: string; name?: string; slug?: string | null }> = {
  result: DetailResult<T>;
  collection: ListCollection;
  backHref: string;
  backLabel: string;
  children: (item: T) => ReactNode;
};

/**
 * A detail route (`/:id/:slug?`): adds the slug to the URL when it is missing, titles the document
 * with the item's own title, and shows a not-found state for an unknown id — never a crash or an
 * endless skeleton.
 */
export function DetailView<T extends { title?: string; name?: string; slug?: string | null }>({
  result,
  backHref,
  backLabel,
  children,
}: DetailViewProps<T>) {
  const { slug } = useParams();
  const { pathname, search } = useLocation();
  const dispatch = useAppDispatch();
  const item = result.currentData;
  const title = item?.title ?? item?.name;
  const expectedSlug = item ? item.slug || slugify(title ?? '') : undefined;

  useEffect(() => {
    if (title) dispatch(documentTitleSet({ path: pathname, title }));
  }, [dispatch, pathname, title]);

  if (item && expectedSlug && !slug) {
    return <Navigate to={`${pathname.replace(/\/$/, '')}/${expectedSlug}${search}`} replace />;
  }
  if (item) return <>{children(item)}</>;
  if (result.isError && isNotFound(result.error))
    return <ItemNotFound backHref={backHref} backLabel={backLabel} />;
  if (result.isError) return <PageError onRetry={() => void result.refetch()} />;
  return <PageLoading />;
}
