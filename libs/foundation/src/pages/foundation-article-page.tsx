import {
  ArticleView,
  DetailNotFound,
  DetailView,
  useBackLink,
  useDetailArgs,
  type BackLink,
} from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetFoundationUpdateQuery } from '../api/foundation-api';

const back: BackLink = {
  href: '/vodacom-foundation',
  label: defineMessage({
    id: 'foundation.detail.backToFoundation',
    defaultMessage: 'Vodacom Foundation',
    description:
      "Button at the foot of a foundation story (and of its not-found page) back to the foundation's page; the foundation's name",
  }),
};

/** `/foundation-news/:id/:slug?`: one foundation story. */
export default function FoundationArticlePage() {
  const link = useBackLink(back);
  return (
    <DetailView result={useGetFoundationUpdateQuery(useDetailArgs())}>
      {(story) => <ArticleView article={story} {...link} />}
    </DetailView>
  );
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
