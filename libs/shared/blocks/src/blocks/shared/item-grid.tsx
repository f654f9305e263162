import { Grid } from '@site/shared-ui';
import type { ReactNode } from 'react';
import { BlockSection, itemLevel } from './block-section';
import lists from './lists.module.css';

type ItemGridProps<T> = {
  title?: string | null;
  intro?: string | null;
  items: T[];
  itemClassName?: string;
  /** One item's content; `level` is the heading level its title takes under the block's title. */
  children: (item: T, level: 2 | 3) => ReactNode;
};

/**
 * A block of like items as a grid list (cards, features, people): four columns when the items fill
 * rows of four, three otherwise, so no row is left with a lone item. An empty block renders nothing.
 */
export function ItemGrid<T extends { id?: number }>({
  title,
  intro,
  items,
  itemClassName,
  children,
}: ItemGridProps<T>) {
  if (items.length === 0) return null;
  const level = itemLevel(title);
  return (
    <BlockSection title={title} intro={intro}>
      <Grid as="ul" columns={items.length % 4 === 0 ? 4 : 3} className={lists.plainList}>
        {items.map((item, n) => (
          <li key={item.id ?? n} className={itemClassName}>
            {children(item, level)}
          </li>
        ))}
      </Grid>
    </BlockSection>
  );
}
