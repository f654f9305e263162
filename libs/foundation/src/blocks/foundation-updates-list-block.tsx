import { ArticleCard, CollectionList, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetFoundationUpdatesQuery } from '../api/foundation-api';

/** The foundation's stories where a page shows them (an editor's filter is a programme): a card per story. */
export default function FoundationUpdatesList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetFoundationUpdatesQuery(useListArgs(block))}>
      {(story, place) => <ArticleCard item={story} {...place} />}
    </CollectionList>
  );
}
