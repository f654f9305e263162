import ChevronLeft from 'lucide-react/icons/chevron-left';
import ChevronRight from 'lucide-react/icons/chevron-right';
import { clsx as cx } from 'clsx';
import { useLinkComponent, type LinkComponent } from '../../utils/link';
import { pageWindow } from './page-window';
import styles from './pagination.module.css';

export type PaginationLabels = {
  /** Name of the navigation landmark, e.g. "Pagination" / "Kurasa". */
  nav: string;
  previous: string;
  next: string;
  /** Accessible name of a page link, e.g. (3) => "Page 3". */
  page: (n: number) => string;
};

export type PaginationProps = {
  page: number;
  pageCount: number;
  /** Real URLs (not buttons) so every page can be crawled, shared and opened in a new tab. */
  hrefForPage: (n: number) => string;
  labels: PaginationLabels;
  linkComponent?: LinkComponent;
  className?: string;
};

export function Pagination({
  page,
  pageCount,
  hrefForPage,
  labels,
  linkComponent,
  className,
}: PaginationProps) {
  const Link = useLinkComponent(linkComponent);
  if (pageCount <= 1) return null;
  return (
    <nav aria-label={labels.nav} className={cx(styles.pagination, className)}>
      <ul className={styles.list}>
        {page > 1 && (
          <li>
            <Link href={hrefForPage(page - 1)} className={cx(styles.item, styles.step)} rel="prev">
              <ChevronLeft aria-hidden="true" />
              <span className={styles.stepLabel}>{labels.previous}</span>
            </Link>
          </li>
        )}
        {pageWindow(page, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} className={styles.gap} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={item}>
              <Link
                href={hrefForPage(item)}
                className={cx(styles.item, item === page && styles.current)}
                aria-current={item === page ? 'page' : undefined}
                aria-label={labels.page(item)}
              >
                {item}
              </Link>
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <Link href={hrefForPage(page + 1)} className={cx(styles.item, styles.step)} rel="next">
              <span className={styles.stepLabel}>{labels.next}</span>
              <ChevronRight aria-hidden="true" />
            </Link>
          </li>
        )}
      </ul>
    </nav>
  );
}
