import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useBackLink, type BackLink } from './back-link';
import { ItemNotFound, PageError } from './page-errors';

export type DetailNotFoundProps = { back: BackLink };

/** A detail route's error view: an unknown entry (404) offers the way back to its list. */
export function DetailNotFound({ back }: DetailNotFoundProps) {
  const error = useRouteError();
  const link = useBackLink(back);
  if (isRouteErrorResponse(error) && error.status === 404) return <ItemNotFound {...link} />;
  return <PageError onRetry={() => window.location.reload()} />;
}
