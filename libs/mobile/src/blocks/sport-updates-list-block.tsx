import { ArticleCard, CollectionList, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetSportUpdatesQuery } from '../api/mobile-api';

/** The sport news where a page shows them: a card per story, linking to its page. */
export default function SportUpdatesList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetSportUpdatesQuery(useListArgs(block))}>
      {(story, place) => <ArticleCard item={story} {...place} />}
    </CollectionList>
  );
}
