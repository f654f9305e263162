import { ArticleCard, CollectionList, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetNewsListQuery } from '../api/investor-api';

/** The news where a page shows them (an editor's filter is a category): a card per story. */
export default function NewsUpdatesList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetNewsListQuery(useListArgs(block))}>
      {(story, place) => <ArticleCard item={story} {...place} />}
    </CollectionList>
  );
}
