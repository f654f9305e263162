import {
  ArticleView,
  DetailNotFound,
  DetailView,
  useBackLink,
  useDetailArgs,
  type BackLink,
} from '@site/shared-pages';
import { defineMessage } from 'react-intl';
import { useGetSportUpdateQuery } from '../api/mobile-api';

const back: BackLink = {
  href: '/soka',
  label: defineMessage({
    id: 'mobile.detail.backToSport',
    defaultMessage: 'All sport news',
    description:
      'Button at the foot of a sport story (and of its not-found page) back to the list of sport news',
  }),
};

/** `/sport-news/:id/:slug?`: one sport update. */
export default function SportArticlePage() {
  const link = useBackLink(back);
  return (
    <DetailView result={useGetSportUpdateQuery(useDetailArgs())}>
      {(story) => <ArticleView article={story} {...link} />}
    </DetailView>
  );
}

export function ErrorBoundary() {
  return <DetailNotFound back={back} />;
}
