import { Alert, Button, Grid, Skeleton, VisuallyHidden } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { errorMessages, stateMessages } from '@site/shared-i18n';
import { FormattedMessage, useIntl } from 'react-intl';
import lists from './lists.module.css';

/** Placeholders the size of the cards to come, so nothing jumps when the list arrives. */
export function CardsLoading({ count, columns = 3 }: { count: number; columns?: 2 | 3 | 4 }) {
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">
        <FormattedMessage {...stateMessages.loading} />
      </VisuallyHidden>
      <Grid columns={columns} className={lists.plainList}>
        {Array.from({ length: count }, (_, n) => (
          <Skeleton key={n} variant="card" />
        ))}
      </Grid>
    </div>
  );
}

export function RowsLoading({ count }: { count: number }) {
  return (
    <div aria-busy="true" className={lists.rows}>
      <VisuallyHidden role="status">
        <FormattedMessage {...stateMessages.loading} />
      </VisuallyHidden>
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} variant="block" height={96} />
      ))}
    </div>
  );
}

type ReadErrorProps = { title: string; onRetry: () => void; children?: ReactNode };

/** A failed read, announced, with a retry that runs it again; `children` say more (offline, what to do). */
export function ReadError({ title, onRetry, children }: ReadErrorProps) {
  return (
    <Alert
      tone="error"
      live
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          <FormattedMessage {...errorMessages.retry} />
        </Button>
      }
    >
      {children}
    </Alert>
  );
}

/** A block's failed list read, with a retry that re-runs only this block's request. */
export function ListError({ onRetry }: { onRetry: () => void }) {
  const intl = useIntl();
  return <ReadError title={intl.formatMessage(errorMessages.failedToLoad)} onRetry={onRetry} />;
}

export function ListEmpty() {
  return (
    <Alert tone="info">
      <FormattedMessage {...stateMessages.empty} />
    </Alert>
  );
}
