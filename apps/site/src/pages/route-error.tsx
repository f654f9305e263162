import { errorMessages } from '@site/shared-i18n';
import { PageError, PageLoading } from '@site/shared-pages';
import { useNotify } from '@site/shared-notifications';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { isChunkLoadError, recoverFromChunkError } from '../effects/chunk-errors';
import { NotFoundPage } from './not-found-page';

/** A page that failed to render: the chrome stays, the visitor gets a retry (or a reload for a stale chunk). */
export function RouteError() {
  const error = useRouteError();
  const notify = useNotify();
  const intl = useIntl();
  const chunkError = isChunkLoadError(error);
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  const [reloading, setReloading] = useState(false);

  useEffect(() => {
    // A 404 is an answer, not a failure: nothing to report.
    if (notFound) return;
    if (!chunkError) {
      console.error(error);
      return;
    }
    const title = intl.formatMessage(errorMessages.title);
    // The reload (a side effect) must happen in an effect; its outcome decides what to show.
    // eslint-disable-next-line react-hooks/set-state-in-effect
    setReloading(
      recoverFromChunkError(error, (text) => notify({ title, text, type: 'error', group: 'chunks' })),
    );
  }, [chunkError, notFound, error, intl, notify]);

  if (notFound) return <NotFoundPage />;
  if (reloading) return <PageLoading />;
  return <PageError onRetry={() => window.location.reload()} />;
}
