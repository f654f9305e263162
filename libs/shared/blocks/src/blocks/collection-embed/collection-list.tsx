import type { CollectionEmbedBlock, PagedList } from '@site/shared-content';
import { Grid, Pagination } from '@site/shared-ui';
import { Fragment, type ReactNode } from 'react';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { BlockSection, itemLevel } from '../shared/block-section';
import { CardsLoading, ListEmpty, ListError, RowsLoading } from '../shared/list-states';
import lists from '../shared/lists.module.css';
import styles from './collection-list.module.css';
import { teaserLimit } from './reads';
import { usePageParam } from './use-page-param';

const messages = defineMessages({
  nav: {
    id: 'shared.pagination.label',
    defaultMessage: 'Pages',
    description:
      'Name of the row of page links under a long list of news or devices (read by screen readers)',
  },
  previous: {
    id: 'shared.pagination.previous',
    defaultMessage: 'Previous page',
    description: 'Link to the page before in a paged list of news or devices',
  },
  next: {
    id: 'shared.pagination.next',
    defaultMessage: 'Next page',
    description: 'Link to the next page in a paged list of news or devices',
  },
});

const pageMessage = defineMessage<{ page: number }>({
  id: 'shared.pagination.page',
  defaultMessage: 'Page {page}',
  description: 'Name of one numbered link in a paged list (read by screen readers): {page} is its number',
});

/** Where an entry's card links, and the level of its heading under the block's title. */
export type ListItemPlace = { detailPath: string | null; level: 2 | 3 };

export type CollectionListProps<T> = {
  block: CollectionEmbedBlock;
  /** The list as its domain's hook returns it (the read the route's loader made). */
  list: { data?: PagedList<T>; isError: boolean; retry: () => void };
  /** Cards in a grid, each in an `<li>`; or dated rows (the events), each entry's view an `<li>` itself. */
  shape?: 'cards' | 'rows';
  children: (item: T, place: ListItemPlace) => ReactNode;
};

/**
 * A collection on a page, as the domain that owns it shows it (`SiteBlocks` lists). With `limit`: a
 * teaser of the newest `limit` entries, no paging. Without: the whole list in the collection's page
 * size (docs/behaviour.md §7), paged by `?page=N` links. The route's loader read the list already; a
 * skeleton shows only while a retry or a later page loads.
 */
export function CollectionList<T extends { documentId: string }>({
  block,
  list: { data, isError, retry },
  shape = 'cards',
  children,
}: CollectionListProps<T>) {
  const intl = useIntl();
  const { hrefForPage } = usePageParam();
  const teaser = teaserLimit(block);
  const expected = teaser ?? 6;
  const level = itemLevel(block.title);

  let body;
  if (isError) body = <ListError onRetry={retry} />;
  else if (!data)
    body =
      shape === 'rows' ? (
        <RowsLoading count={Math.min(expected, 6)} />
      ) : (
        <CardsLoading count={Math.min(expected, 9)} />
      );
  else if (data.items.length === 0) body = <ListEmpty />;
  else {
    const place = { detailPath: data.detailPath, level };
    body = (
      <>
        {shape === 'rows' ? (
          <ul className={lists.plainList}>
            {data.items.map((item) => (
              <Fragment key={item.documentId}>{children(item, place)}</Fragment>
            ))}
          </ul>
        ) : (
          <Grid as="ul" columns={3} className={lists.plainList}>
            {data.items.map((item) => (
              <li key={item.documentId}>{children(item, place)}</li>
            ))}
          </Grid>
        )}
        {!teaser && (
          <Pagination
            page={data.pagination.page}
            pageCount={data.pagination.pageCount}
            hrefForPage={hrefForPage}
            className={styles.pagination}
            labels={{
              nav: intl.formatMessage(messages.nav),
              previous: intl.formatMessage(messages.previous),
              next: intl.formatMessage(messages.next),
              page: (n) => intl.formatMessage(pageMessage, { page: n }),
            }}
          />
        )}
      </>
    );
  }
  return (
    <BlockSection title={block.title} intro={block.intro}>
      {body}
    </BlockSection>
  );
}
