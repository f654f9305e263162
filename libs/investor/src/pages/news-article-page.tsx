import { ArticleView, DetailView } from '@site/shared-blocks';
import { useLanguage } from '@site/shared-i18n';
import { useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { useGetNewsUpdateQuery } from '../api/investor-api';

/** `/news-event/:id/:slug?`: one news update or announcement. */
export default function NewsArticlePage() {
  const { id = '' } = useParams();
  const { locale } = useLanguage();
  const intl = useIntl();
  const result = useGetNewsUpdateQuery({ id, locale });
  const back = {
    backHref: '/news-events',
    backLabel: intl.formatMessage({ id: 'investor.detail.backToNews' }),
  };
  return (
    <DetailView result={result} collection="news-updates" {...back}>
      {(article) => <ArticleView article={article} {...back} />}
    </DetailView>
  );
}
