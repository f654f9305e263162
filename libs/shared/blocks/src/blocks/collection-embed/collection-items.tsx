import type { Article, BusinessService, CollectionName, Device, EventItem } from '@site/shared-content';
import { Grid } from '@site/shared-ui';
import { EventRow } from '../shared/event-row';
import lists from '../shared/lists.module.css';
import { ArticleCard, DeviceCard, ServiceCard } from './collection-cards';

type CollectionItemsProps = {
  collection: CollectionName;
  detailPath: string | null;
  items: unknown[];
  level: 2 | 3;
};

/** Entries of one collection in the shape that suits them: dated rows for events, cards otherwise. */
export function CollectionItems({ collection, detailPath, items, level }: CollectionItemsProps) {
  // The content API checked each entry's id and title; the collection decides the rest of the shape.
  if (collection === 'events') {
    return (
      <ul className={lists.plainList}>
        {(items as EventItem[]).map((event) => (
          <EventRow key={event.documentId} event={event} level={level} />
        ))}
      </ul>
    );
  }
  return (
    <Grid as="ul" columns={3} className={lists.plainList}>
      {(items as (Article | Device | BusinessService)[]).map((item) => (
        <li key={item.documentId}>
          {collection === 'device-updates' ? (
            <DeviceCard item={item as Device} detailPath={detailPath} level={level} />
          ) : collection === 'vbu-services' ? (
            <ServiceCard item={item as BusinessService} detailPath={detailPath} level={level} />
          ) : (
            <ArticleCard item={item as Article} detailPath={detailPath} level={level} />
          )}
        </li>
      ))}
    </Grid>
  );
}
