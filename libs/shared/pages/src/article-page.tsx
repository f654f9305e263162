import type { Article } from '@site/shared-content';
import { ArticleView } from './article-view';
import { useBackLink, type BackLink } from './back-link';
import { DetailView, type DetailViewProps } from './detail-view';

export type ArticlePageProps = {
  /** The domain's read of the story, asked with the route's `useDetailArgs()`. */
  result: DetailViewProps<Article>['result'];
  back: BackLink;
};

/** A story's detail route (news, sport, foundation): the story, then the way back to its list. */
export function ArticlePage({ result, back }: ArticlePageProps) {
  const link = useBackLink(back);
  return <DetailView result={result}>{(story) => <ArticleView article={story} {...link} />}</DetailView>;
}
