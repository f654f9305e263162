import { Container } from '../container/container';
import { Grid } from '../grid/grid';
import { Skeleton } from '../skeleton/skeleton';
import styles from './skeleton-page.module.css';

export type SkeletonPageProps = {
  /** Announced to screen readers while the page loads, e.g. "Loading page…". */
  label: string;
};

/**
 * Route-level fallback: a hero and three cards in the same boxes the real page uses (hero min
 * height, 1→2→3 grid, 16:9 card media), so content replaces it without the layout jumping.
 */
export function SkeletonPage({ label }: SkeletonPageProps) {
  return (
    <div role="status" aria-busy="true" className={styles.page}>
      <span className="visually-hidden">{label}</span>
      <div className={styles.hero} aria-hidden="true">
        <Container className={styles.heroCopy}>
          <Skeleton variant="text" width="30%" />
          <Skeleton variant="block" height={48} width="80%" />
          <Skeleton variant="text" lines={2} width="60%" />
          <Skeleton variant="block" height={44} width={160} className={styles.button} />
        </Container>
      </div>
      <Container className={styles.cards}>
        <Grid columns={3}>
          <Skeleton variant="card" />
          <Skeleton variant="card" />
          <Skeleton variant="card" />
        </Grid>
      </Container>
    </div>
  );
}
