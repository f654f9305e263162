import { ArticleCard, CollectionList, useListArgs, type BlockProps } from '@site/shared-blocks';
import type { CollectionEmbedBlock } from '@site/shared-content';
import { useGetAnnouncementsQuery } from '../api/investor-api';

/** The announcements (the news of that category) where a page shows them: a card per story. */
export default function AnnouncementsList({ block }: BlockProps<CollectionEmbedBlock>) {
  return (
    <CollectionList block={block} list={useGetAnnouncementsQuery(useListArgs(block))}>
      {(story, place) => <ArticleCard item={story} {...place} />}
    </CollectionList>
  );
}
