import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ItemNotFound, PageError } from './page-errors';

export type DetailNotFoundProps = { backHref: string; backLabel: string };

/** A detail route's error view: an unknown entry (404) offers the way back to its list. */
export function DetailNotFound({ backHref, backLabel }: DetailNotFoundProps) {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404)
    return <ItemNotFound backHref={backHref} backLabel={backLabel} />;
  return <PageError onRetry={() => window.location.reload()} />;
}
