import { useId } from 'react';
import type { ReactNode } from 'react';
import { clsx as cx } from 'clsx';
import styles from './table.module.css';

export type TableColumn<Row> = {
  key: keyof Row & string;
  header: ReactNode;
  align?: 'start' | 'end' | 'center';
  /** Renders this column's cells as `<th scope="row">` (e.g. the bundle name). */
  isRowHeader?: boolean;
};

export type TableProps<Row extends Record<string, ReactNode>> = {
  caption: ReactNode;
  /** Hide the caption visually when a heading right above already says the same. */
  hideCaption?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  /** Stable key per row; the index is used otherwise. */
  rowKey?: (row: Row, index: number) => string;
  /**
   * `scroll`: a keyboard-scrollable region on narrow screens (wide price tables).
   * `stack`: each row becomes a card below 600 px, with the header repeated beside each value.
   */
  layout?: 'scroll' | 'stack';
  className?: string;
};

export function Table<Row extends Record<string, ReactNode>>({
  caption,
  hideCaption = false,
  columns,
  rows,
  rowKey,
  layout = 'scroll',
  className,
}: TableProps<Row>) {
  const captionId = useId();
  const table = (
    <table className={cx(styles.table, layout === 'stack' && styles.stack)}>
      <caption id={captionId} className={cx(styles.caption, hideCaption && 'visually-hidden')}>
        {caption}
      </caption>
      <thead>
        <tr>
          {columns.map((column) => (
            <th key={column.key} scope="col" className={styles[column.align ?? 'start']}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey ? rowKey(row, index) : index}>
            {columns.map((column) => {
              const Cell = column.isRowHeader ? 'th' : 'td';
              return (
                <Cell
                  key={column.key}
                  scope={column.isRowHeader ? 'row' : undefined}
                  className={styles[column.align ?? 'start']}
                >
                  {/* Shown only in the stacked layout, where the column header is off screen. */}
                  {layout === 'stack' && (
                    <span className={styles.cellLabel} aria-hidden="true">
                      {column.header}
                    </span>
                  )}
                  <span className={styles.value}>{row[column.key]}</span>
                </Cell>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );

  if (layout === 'stack') return <div className={cx(styles.wrapper, className)}>{table}</div>;
  return (
    <div
      className={cx(styles.wrapper, styles.scroll, className)}
      role="region"
      aria-labelledby={captionId}
      // A focusable, named region is how keyboard users scroll a table wider than the screen.
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      {table}
    </div>
  );
}
