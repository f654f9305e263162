import {
  useCollection,
  useLoadedQuery,
  type CollectionEmbedBlock as CollectionEmbedContent,
  type ListEndpoint,
} from '@site/shared-content';
import { useLanguage } from '@site/shared-i18n';
import { defineMessage, defineMessages, useIntl } from 'react-intl';
import { Pagination } from '@site/shared-ui';
import type { BlockProps } from '../../renderer/block-registry';
import { BlockSection, itemLevel } from '../shared/block-section';
import { CardsLoading, ListEmpty, ListError, RowsLoading } from '../shared/list-states';
import { CollectionItems } from './collection-items';
import styles from './collection-embed-block.module.css';
import { collectionEmbedArgs, teaserLimit } from './reads';
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

/**
 * A CMS collection on a page, read through the list endpoint of the domain that owns it. With
 * `limit`: a teaser of the newest `limit` entries, no paging. Without: the whole list in the
 * collection's page size (docs/behaviour.md §7), paged by `?page=N` links. A collection no domain
 * lists shows nothing (with a warning in development), like an unknown block.
 */
export default function CollectionEmbedBlock({ block }: BlockProps<CollectionEmbedContent>) {
  const list = useCollection(block.collection)?.list;
  if (list) return <CollectionList block={block} list={list} />;
  if (import.meta.env?.DEV) console.warn(`No domain lists the collection "${block.collection}"; skipped.`);
  return null;
}

function CollectionList({ block, list }: { block: CollectionEmbedContent; list: ListEndpoint }) {
  const intl = useIntl();
  const { locale } = useLanguage();
  const { hrefForPage, search } = usePageParam();
  const teaser = teaserLimit(block);
  const { data, isError, retry } = useLoadedQuery(list, collectionEmbedArgs(block, { locale, search }));
  // The route loader read the list already; a skeleton shows only while a retry or a later page loads.
  const expected = teaser ?? 6;
  const level = itemLevel(block.title);

  let body;
  if (isError) body = <ListError onRetry={retry} />;
  else if (!data)
    body =
      block.collection === 'events' ? (
        <RowsLoading count={Math.min(expected, 6)} />
      ) : (
        <CardsLoading count={Math.min(expected, 9)} />
      );
  else if (data.items.length === 0) body = <ListEmpty />;
  else
    body = (
      <>
        <CollectionItems
          collection={block.collection}
          detailPath={data.detailPath}
          items={data.items}
          level={level}
        />
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
  return (
    <BlockSection title={block.title} intro={block.intro}>
      {body}
    </BlockSection>
  );
}
