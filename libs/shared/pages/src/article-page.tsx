import type { Article, ItemArgs } from '@site/shared-content';
import { ArticleView } from './article-view';
import { useBackLink, type BackLink } from './back-link';
import { useDetailArgs } from './detail-args';
import { DetailNotFound } from './detail-not-found';
import { DetailView, type DetailViewProps } from './detail-view';

/** The domain's hook of its story endpoint (`useGetSportUpdateQuery`). */
type UseStory = (args: ItemArgs) => DetailViewProps<Article>['result'];

/**
 * A story's detail route module (news, sport, foundation): the story its domain reads, then the way
 * back to its list, and the view of an unknown story (`export default route.Page`).
 */
export function articleRoute(useStory: UseStory, back: BackLink) {
  return {
    Page: function ArticlePage() {
      const link = useBackLink(back);
      return (
        <DetailView result={useStory(useDetailArgs())}>
          {(story) => <ArticleView article={story} {...link} />}
        </DetailView>
      );
    },
    ErrorBoundary: function ArticleNotFound() {
      return <DetailNotFound back={back} />;
    },
  };
}
