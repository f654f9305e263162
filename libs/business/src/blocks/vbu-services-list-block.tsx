import { CollectionList, ServiceCard, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetBusinessServicesQuery } from '../api/business-api';

/** The business services where a page shows them (an editor's filter is a segment): a card per service. */
export default function VbuServicesList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetBusinessServicesQuery(useListArgs(block))}>
      {(service, place) => <ServiceCard item={service} {...place} />}
    </CollectionList>
  );
}
