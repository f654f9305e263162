import { CollectionList, EventRow, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetEventsQuery } from '../api/investor-api';

/** The events where a page lists them: dated rows, soonest first. */
export default function EventsList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetEventsQuery(useListArgs(block))} shape="rows">
      {(event, { level }) => <EventRow event={event} level={level} />}
    </CollectionList>
  );
}
