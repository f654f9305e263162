import { Alert, Button, Grid, Skeleton, VisuallyHidden } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import lists from './lists.module.css';

/** Placeholders the size of the cards to come, so nothing jumps when the list arrives. */
export function CardsLoading({ count, columns = 3 }: { count: number; columns?: 2 | 3 | 4 }) {
  const intl = useIntl();
  return (
    <div aria-busy="true">
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'shared.state.loading' })}</VisuallyHidden>
      <Grid columns={columns} className={lists.plainList}>
        {Array.from({ length: count }, (_, n) => (
          <Skeleton key={n} variant="card" />
        ))}
      </Grid>
    </div>
  );
}

export function RowsLoading({ count }: { count: number }) {
  const intl = useIntl();
  return (
    <div aria-busy="true" className={lists.rows}>
      <VisuallyHidden role="status">{intl.formatMessage({ id: 'shared.state.loading' })}</VisuallyHidden>
      {Array.from({ length: count }, (_, n) => (
        <Skeleton key={n} variant="block" height={96} />
      ))}
    </div>
  );
}

type ReadErrorProps = { title: string; onRetry: () => void; children?: ReactNode };

/** A failed read, announced, with a retry that runs it again; `children` say more (offline, what to do). */
export function ReadError({ title, onRetry, children }: ReadErrorProps) {
  const intl = useIntl();
  return (
    <Alert
      tone="error"
      live
      title={title}
      action={
        <Button variant="secondary" onClick={onRetry}>
          {intl.formatMessage({ id: 'shared.error.retry' })}
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
  return <ReadError title={intl.formatMessage({ id: 'shared.error.failedToLoad' })} onRetry={onRetry} />;
}

export function ListEmpty() {
  const intl = useIntl();
  return <Alert tone="info">{intl.formatMessage({ id: 'shared.state.empty' })}</Alert>;
}
